import { Button, Dialog } from '@marktplatz/shared';
import { siteMessages as t } from '../messages';

export interface AskAgainDialogProps {
  open: boolean;
  /** `true`: visitors are asked again (the consent version rises); `false`: a correction; `null`: cancelled. */
  onAnswer: (askAgain: boolean | null) => void;
}

/** The question before a cookie text or category is saved: „Müssen Besucher erneut gefragt werden?“ */
export function AskAgainDialog({ open, onAnswer }: AskAgainDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t.askAgain.title}
      onClose={() => onAnswer(null)}
      footer={
        <>
          <Button type="button" onClick={() => onAnswer(true)}>
            {t.askAgain.yes}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onAnswer(false)}>
            {t.askAgain.no}
          </Button>
          <Button type="button" variant="link" onClick={() => onAnswer(null)}>
            {t.askAgain.cancel}
          </Button>
        </>
      }
    >
      <p>{t.askAgain.text}</p>
    </Dialog>
  );
}
