import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, errorMessage, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AccountLayout } from '../../../lib/AccountLayout';
import { downloadDataExport } from '../api/downloadDataExport';
import { privacyMessages as t } from '../messages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** `/account/daten`: download all of the account's data (Art. 15/20 DSGVO) and the way to the deletion (Art. 17). */
export default function MyDataPage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadDataExport();
      notify.success(t.downloaded);
    } catch (reason) {
      setError(errorMessage(reason) || t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={t.title}>
      <Stack>
        <Card>
          <p>{t.intro}</p>
          <Muted id="my-data-format">{t.format}</Muted>
          <p>
            <Button type="button" onClick={() => void download()} loading={busy} aria-describedby="my-data-format">
              {t.download}
            </Button>
          </p>
          {error ? (
            <Alert $tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Card>
        <Card aria-labelledby="my-data-delete">
          <h2 id="my-data-delete">{t.deleteTitle}</h2>
          <Muted>{t.deleteText}</Muted>
          <p>
            <Link to="/account/delete">{t.deleteLink}</Link>
          </p>
        </Card>
      </Stack>
    </AccountLayout>
  );
}
