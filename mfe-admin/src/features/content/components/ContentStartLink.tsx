import { Link } from 'react-router-dom';
import { Box, Muted } from '@marktplatz/shared/kit';
import { CONTENT_HOME } from '../lib/kinds';
import { contentMessages as t } from '../messages';

/** The start page's box for editors: „Inhalte“ and what it is for. */
export function ContentStartLink() {
  return (
    <Box>
      <h2>
        <Link to={CONTENT_HOME}>{t.title}</Link>
      </h2>
      <Muted>{t.startHint}</Muted>
    </Box>
  );
}
