import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import { Button, Dialog, SelectField, TextareaField, errorMessage, notify, useFetch } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { getReportReasons } from '../api/getReportReasons';
import { reportReview } from '../api/reportReview';

const Refusal = styled.p`
  font-weight: 600;
`;

interface ReportValues {
  reason?: string;
  message?: string;
}

/** „Sonstiges“ needs a message of at least 10 characters; the other reasons none. */
const messageCheck = (value: unknown, values?: object) =>
  (values as ReportValues | undefined)?.reason === 'other' && String(value ?? '').trim().length < 10
    ? messages.reviews.reportMessageRequired
    : undefined;

/** Reports a review to the operator: a reason from the list and, for „Sonstiges“, a message. */
export function ReportDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const reasons = useFetch((signal) => getReportReasons(signal), []);

  const send = async (values: ReportValues) => {
    try {
      const response = await reportReview(reviewId, values.reason ?? '', values.message ?? '');
      notify.success(response.data.message ?? messages.reviews.reported);
      onClose();
      return undefined;
    } catch (failure) {
      const message = errorMessage(failure);
      notify.error(message);
      return { [FORM_ERROR]: message };
    }
  };

  return (
    <Form<ReportValues> onSubmit={send}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <Dialog
          open
          onClose={onClose}
          title={messages.reviews.reportTitle}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {messages.common.cancel}
              </Button>
              <Button onClick={() => void handleSubmit()} loading={submitting} data-testid="report-send">
                {messages.reviews.reportSend}
              </Button>
            </>
          }
        >
          <form onSubmit={handleSubmit} noValidate>
            <p>{messages.reviews.reportIntro}</p>
            <SelectField
              name="reason"
              id="report-reason"
              label={messages.reviews.reportReason}
              required
              requiredMessage={messages.reviews.reportReasonRequired}
              options={reasons.data ?? []}
              placeholder={messages.common.pleaseChoose}
            />
            <TextareaField
              name="message"
              id="report-message"
              label={values.reason === 'other' ? `${messages.reviews.reportMessage} *` : messages.reviews.reportMessage}
              validate={messageCheck}
              maxLength={2000}
              rows={3}
            />
            {typeof submitError === 'string' ? <Refusal role="alert">{submitError}</Refusal> : null}
          </form>
        </Dialog>
      )}
    </Form>
  );
}
