import styled from 'styled-components';
import { Badge, Box, Muted } from '@marktplatz/shared/kit';
import { Facts } from '../../../components/detail';
import { dateTime } from '../../../lib/format';
import type { NoticeDetail } from '../api/types';
import { noticeMessages as t } from '../messages';
import { receivedText } from './format';

const PreWrap = styled.span`
  white-space: pre-wrap;
`;

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const List = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

function statusLabel(status: string): string {
  return status in t.statuses ? t.statuses[status as keyof typeof t.statuses] : status;
}

/** A case as staff read it: the report, the content (with its public page), who reported, the decision, the events, the chat. */
export function CaseView({ notice, headingLevel = 3 }: { notice: NoticeDetail; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const ownInitiative = notice.source === 'own_initiative';
  // A complaint upheld against the decision undid it (Art. 20 DSA): the original decision stays readable as such.
  const reversed = notice.complaints.find((complaint) => complaint.outcome === 'reversed');
  return (
    <>
      <Box aria-labelledby={`case-${notice.id}-report`}>
        <H id={`case-${notice.id}-report`}>{t.report}</H>
        <Facts>
          <dt>{t.statusCol}</dt>
          <dd>
            {notice.status_label} {notice.overdue ? <Badge $tone="danger">{t.overdue}</Badge> : null}
          </dd>
          <dt>{t.source}</dt>
          <dd>{notice.source_label}</dd>
          <dt>{t.categoryCol}</dt>
          <dd>{notice.category_label}</dd>
          <dt>{t.received}</dt>
          <dd>{receivedText(notice.created_at)}</dd>
          <dt>{t.deadline}</dt>
          <dd>{notice.deadline_at ? dateTime(notice.deadline_at) : '–'}</dd>
          <dt>{t.content}</dt>
          <dd>
            {notice.target_type_label}: {notice.target_label}
            <br />
            {notice.target_url ? (
              <a href={notice.target_url} target="_blank" rel="noreferrer">
                {t.openPublic}
              </a>
            ) : (
              <Muted $small as="span">
                {t.noPublic}
              </Muted>
            )}
          </dd>
          <dt>{t.affected}</dt>
          <dd>{notice.affected_user ? `${notice.affected_user.name} (${notice.affected_user.role})` : '–'}</dd>
          {ownInitiative ? null : (
            <>
              <dt>{t.reporter}</dt>
              <dd>{notice.reporter ? `${notice.reporter.name} <${notice.reporter.email}>` : t.anonymous}</dd>
            </>
          )}
        </Facts>
        <h4>{ownInitiative ? t.ownInitiativeFacts : t.explanation}</h4>
        <Quote>{notice.explanation}</Quote>
        {notice.good_faith && !ownInitiative ? <Muted $small>{t.goodFaith}</Muted> : null}
      </Box>
      {notice.decision ? (
        <Box aria-labelledby={`case-${notice.id}-decision`}>
          <H id={`case-${notice.id}-decision`}>{reversed ? t.decisionReversed : t.decision}</H>
          <Facts>
            <dt>{t.outcome}</dt>
            <dd>{reversed ? t.reversedOutcome(reversed.decided_by?.name ?? '–') : notice.decision.outcome_label}</dd>
            {notice.decision.action_label ? (
              <>
                <dt>{reversed ? t.originalAction : t.action}</dt>
                <dd>{notice.decision.action_label}</dd>
              </>
            ) : null}
            {notice.decision.ground_label ? (
              <>
                <dt>{t.ground}</dt>
                <dd>
                  {notice.decision.ground_label}
                  {notice.decision.ground_detail_label ? ` – ${notice.decision.ground_detail_label}` : ''}
                </dd>
              </>
            ) : null}
            <dt>{t.decidedByLabel}</dt>
            <dd>{notice.decision.decided_by.name}</dd>
            <dt>{t.decidedAt}</dt>
            <dd>{dateTime(notice.decision.decided_at)}</dd>
          </Facts>
          <Quote>{notice.decision.reason}</Quote>
        </Box>
      ) : null}
      {notice.chat ? (
        <Box aria-labelledby={`case-${notice.id}-chat`}>
          <H id={`case-${notice.id}-chat`}>{t.chat}</H>
          {notice.chat.messages.length === 0 ? (
            <Muted>{t.noMessages}</Muted>
          ) : (
            <List>
              {notice.chat.messages.map((message, index) => (
                <li key={index}>
                  <strong>{message.author_name}</strong>{' '}
                  <Muted $small as="span">
                    {dateTime(message.sent_at)}
                  </Muted>
                  <br />
                  <PreWrap>{message.text}</PreWrap>
                </li>
              ))}
            </List>
          )}
        </Box>
      ) : null}
      <Box aria-labelledby={`case-${notice.id}-events`}>
        <H id={`case-${notice.id}-events`}>{t.events}</H>
        {notice.events.length === 0 ? (
          <Muted>{t.noEvents}</Muted>
        ) : (
          <List>
            {notice.events.map((event, index) => (
              <li key={index}>
                {dateTime(event.created_at)}: {event.from_status ? `${statusLabel(event.from_status)} → ` : ''}
                {statusLabel(event.to_status)} ({event.actor_name}){event.note ? ` – ${event.note}` : ''}
              </li>
            ))}
          </List>
        )}
      </Box>
    </>
  );
}
