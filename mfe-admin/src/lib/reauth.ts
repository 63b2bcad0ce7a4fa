/**
 * The re-authentication hook between the API helper and the dialog: a 403 with `errors.reauth` asks the dialog
 * (mounted once by the signed-in layout) and the call is retried when the person confirmed.
 */
type ReauthHandler = () => Promise<boolean>;

let handler: ReauthHandler | null = null;
let pending: Promise<boolean> | null = null;

export function setReauthHandler(next: ReauthHandler | null): void {
  handler = next;
}

/** Opens the dialog (once, however many calls need it together); resolves true when the person confirmed. */
export function requestReauth(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  if (!pending) {
    pending = handler().finally(() => {
      pending = null;
    });
  }
  return pending;
}
