import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { useConfirmPhoneNumber, useSendPhoneNumberCode } from '../api/phone-number';

interface Values {
  phoneNumber: string;
  code: string;
}

/**
 * A new phone number becomes the user's once the code sent to it is typed back: a number signs
 * its holder in, so typing one in is not enough (the server refuses it).
 */
export function PhoneNumberDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const send = useSendPhoneNumberCode();
  const confirm = useConfirmPhoneNumber();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset, setValue } = useForm<Values>({
    defaultValues: { phoneNumber: '', code: '' },
  });

  const close = (open: boolean) => {
    if (!open) {
      reset();
      setSentTo(null);
    }
    props.onOpenChange(open);
  };

  const submit = handleSubmit(async ({ phoneNumber, code }) => {
    try {
      if (sentTo === null) {
        const demoCode = await send.mutateAsync(phoneNumber.trim());
        setSentTo(phoneNumber.trim());
        if (demoCode) setValue('code', demoCode);
        return;
      }
      await confirm.mutateAsync({ phoneNumber: sentTo, code: code.trim() });
      toast.success(t`Your phone number has been changed.`);
      close(false);
    } catch {
      // The HTTP client's toast says why (a taken number, a wrong code).
    }
  });

  return (
    <Dialog open={props.open} onOpenChange={close} title={t`Change phone number`} size="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormTextField
          control={control}
          name="phoneNumber"
          type="tel"
          dir="ltr"
          label={t`New phone number`}
          autoComplete="tel"
          required
          disabled={sentTo !== null}
          rules={{ required: true }}
        />
        {sentTo !== null ? (
          <>
            <p>
              <Trans>
                We sent a code to <bdi dir="ltr">{sentTo}</bdi>. Enter it to confirm the number.
              </Trans>
            </p>
            <FormTextField
              control={control}
              name="code"
              label={t`Verification code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              rules={{ required: true }}
            />
          </>
        ) : null}
        <Button type="submit" loading={formState.isSubmitting}>
          {sentTo === null ? <Trans>Send code</Trans> : <Trans>Confirm</Trans>}
        </Button>
      </form>
    </Dialog>
  );
}
