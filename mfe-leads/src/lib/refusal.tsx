import { useState } from 'react';
import { errorMessage, notify } from '@marktplatz/shared';
import { Alert, nextStepOf, RefusalMessage } from '@marktplatz/shared/kit';

/**
 * A failed action whose refusal names a way out (verify the trader data, book a bigger package) stays on the page
 * as an alert with the link (`RefusalMessage`); any other failure is a toast as before.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    alert: refusal ? (
      <Alert role="alert" $tone="error">
        <RefusalMessage message={refusal} />
      </Alert>
    ) : null,
    clear: () => setRefusal(null),
    fail(error: unknown) {
      const message = errorMessage(error);
      if (nextStepOf(message)) setRefusal(message);
      else notify.error(message);
    },
  };
}
