import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { verifyChain, type AuditVerification } from '../api/verifyChain';

const t = messages.audit.chain;

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const Verdict = styled.p<{ $ok: boolean }>`
  font-weight: 600;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

type State =
  { state: 'idle' } | { state: 'checking' } | { state: 'failed'; message: string } | { state: 'done'; result: AuditVerification };

/** The chain check on request: intact or not, the findings, and the head hash to note elsewhere. */
export function ChainCheck() {
  const [check, setCheck] = useState<State>({ state: 'idle' });
  const run = () => {
    setCheck({ state: 'checking' });
    verifyChain().then(
      (result) => setCheck({ state: 'done', result }),
      (failure: unknown) =>
        setCheck({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  };
  return (
    <Box aria-labelledby="audit-chain-title">
      <h3 id="audit-chain-title">{t.title}</h3>
      <Muted $small>{t.intro}</Muted>
      <Button type="button" variant="secondary" size="sm" onClick={run} loading={check.state === 'checking'}>
        {t.run}
      </Button>
      <div role="status" aria-live="polite">
        {check.state === 'failed' ? <ErrorState error={check.message} onRetry={run} /> : null}
        {check.state === 'done' ? (
          <>
            <Verdict $ok={check.result.ok} data-testid="audit-chain-verdict">
              {check.result.ok ? t.ok(check.result.rows) : t.broken(check.result.problems.length)}
            </Verdict>
            {check.result.problems.length > 0 ? (
              <ul>
                {check.result.problems.map((problem) => (
                  <li key={`${problem.seq}-${problem.problem}`}>
                    {t.entry(problem.seq)}: {problem.problem}
                  </li>
                ))}
              </ul>
            ) : null}
            {check.result.head ? (
              <Muted $small>
                {t.head(check.result.head.seq)} <code>{check.result.head.hash}</code> ({dateTime(check.result.checked_at)}). {t.note}
              </Muted>
            ) : null}
          </>
        ) : null}
      </div>
    </Box>
  );
}
