import { Link } from 'react-router-dom';
import { usePageTitle } from '@marktplatz/shared';
import { Badge, Box, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { ContentStartLink } from '../../content';
import { QueueTiles } from '../../dashboard';
import styled from 'styled-components';

const RoleBadge = styled(Badge)`
  margin-right: 0.25rem;
`;

const t = messages.start;

/** `/admin`: greeting and roles, the queues of the member's roles (the dashboard), then the other screens. */
export default function StartPage() {
  usePageTitle(t.title);
  const { me, can } = useStaff();
  return (
    <div data-testid="admin-start">
      <SectionTitle>{t.greeting(me.name)}</SectionTitle>
      <p>
        {t.roles}:{' '}
        {me.credential_roles.map((role) => (
          <RoleBadge key={role} $tone="info" $outline>
            {messages.roles[role]}
          </RoleBadge>
        ))}
      </p>
      <QueueTiles />
      <h3>{t.screens}</h3>
      {can('editor') ? <ContentStartLink /> : null}
      {can('admin') ? (
        <Box>
          <h2>
            <Link to="/admin/mitarbeitende">{messages.layout.staff}</Link>
          </h2>
          <Muted>{t.staff}</Muted>
        </Box>
      ) : null}
      <Box>
        <h2>
          <Link to="/admin/tokens">{messages.layout.tokens}</Link>
        </h2>
        <Muted>{t.tokens}</Muted>
      </Box>
      {can('admin') ? (
        <Box>
          <h2>
            <Link to="/admin/audit">{messages.layout.audit}</Link>
          </h2>
          <Muted>{t.audit}</Muted>
        </Box>
      ) : null}
    </div>
  );
}
