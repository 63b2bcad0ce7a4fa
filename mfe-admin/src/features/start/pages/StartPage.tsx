import { Link } from 'react-router-dom';
import { usePageTitle } from '@marktplatz/shared';
import { Badge, Box, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';

const t = messages.start;

/** `/admin`: greeting, the member's roles and the screens the roles open. */
export default function StartPage() {
  usePageTitle(t.title);
  const { me, can } = useStaff();
  return (
    <div data-testid="admin-start">
      <SectionTitle>{t.greeting(me.name)}</SectionTitle>
      <p>
        {t.roles}:{' '}
        {me.credential_roles.map((role) => (
          <Badge key={role} $tone="info" $outline style={{ marginRight: '0.25rem' }}>
            {messages.roles[role]}
          </Badge>
        ))}
      </p>
      <h3>{t.screens}</h3>
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
      <Muted $small>{t.later}</Muted>
    </div>
  );
}
