import { useState } from 'react';
import { useRuntimeConfig } from '../../api/app-context';
import { pushState, removePushDevice, turnOnPush, type PushState } from './push-device';

/**
 * Alerts on this device, on and off, for every control that offers them (the notifications
 * screen's switch, the offer after a first alert): what to show, and the user's click.
 */
export function usePushSwitch() {
  const config = useRuntimeConfig();
  const [state, setState] = useState<PushState>(() => pushState(config));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const set = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) {
        setState(await turnOnPush(config));
      } else {
        await removePushDevice();
        setState('off');
      }
    } catch (error) {
      // Push token errors are only logged (spec part 1 §7); the user is told it did not work.
      console.warn('Alerts could not be turned on', error);
      setFailed(true);
      setState(pushState(config));
    } finally {
      setBusy(false);
    }
  };

  return { state, busy, failed, turnOn: () => set(true), turnOff: () => set(false) };
}
