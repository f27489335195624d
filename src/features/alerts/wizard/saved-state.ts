// What the wizard tells the alerts screen it goes back to, in the history entry (not the URL: a
// shared or reloaded address says nothing about a save).
declare module '@tanstack/history' {
  interface HistoryState {
    /** The wizard has just saved an alert (sent, or waiting on the device to be sent). */
    alertSaved?: boolean;
  }
}

export {};
