import { Form } from 'react-final-form';
import { Button, Dialog, TextField } from '@marktplatz/shared';
import { Actions } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

interface Values {
  note?: string;
  eta?: string;
}

/** Arrival in minutes: a whole number from 1 to 240. */
function validEta(value: unknown): string | undefined {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 240 ? undefined : messages.board.etaInvalid;
}

interface Props {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onSend: (note: string, etaMinutes: number) => void;
}

/** „Bestellung losschicken“: the note to the customer and the arrival in minutes (kept while the card stays). */
export function SendDialog({ orderId, open, onClose, onSend }: Props) {
  return (
    <Form<Values>
      onSubmit={(values) => onSend(values.note ?? '', Number(values.eta))}
      initialValues={{ note: messages.board.noteDefault, eta: '20' }}
    >
      {({ handleSubmit }) => (
        <Dialog
          open={open}
          onClose={onClose}
          title={messages.board.sendTitle}
          footer={
            <Actions>
              <Button variant="secondary" onClick={onClose}>
                {messages.board.abort}
              </Button>
              <Button onClick={() => void handleSubmit()}>{messages.board.sendOff}</Button>
            </Actions>
          }
        >
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="note" id={`note-${orderId}`} label={messages.board.note} maxLength={200} />
            <TextField name="eta" id={`eta-${orderId}`} label={messages.board.eta} inputMode="numeric" validate={validEta} />
          </form>
        </Dialog>
      )}
    </Form>
  );
}
