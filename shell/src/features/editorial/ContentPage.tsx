import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFetch } from '@marktplatz/shared';
import { PageSection, Muted } from '../../ui';
import { fetchPage, formatLongDate, isNotFound, type WithdrawalForm } from './api';
import { useHead } from './head';
import { RichText } from './Prose';
import { Card, Notice } from './styles';
import { editorialText } from './texts';

const FormLines = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0;
  li {
    padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  }
`;

/** The model withdrawal form, printable. */
function WithdrawalFormBox({ form }: { form: WithdrawalForm }) {
  return (
    <Card as="section" aria-labelledby="withdrawal-form-heading" data-testid="withdrawal-form" style={{ marginTop: 24 }}>
      <h2 id="withdrawal-form-heading">{form.title}</h2>
      <p>{form.intro}</p>
      <p>{form.recipient}</p>
      <FormLines>
        {form.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </FormLines>
      <p>{form.footnote}</p>
      <button type="button" onClick={() => window.print()} style={{ marginTop: 16, minHeight: 44 }}>
        {editorialText.page.print}
      </button>
    </Card>
  );
}

/** A content page by slug (`/page/:slug`): Impressum, Datenschutzerklärung, AGB, Widerrufsbelehrung, … */
export default function ContentPage() {
  const { slug = '' } = useParams();
  const text = editorialText.page;
  const { data, loading, error } = useFetch((signal) => fetchPage(slug, signal), [slug]);
  const notFound = isNotFound(error);
  useHead(
    data
      ? { title: data.meta_title || data.title, description: data.meta_description }
      : error
        ? { title: notFound ? text.notFoundTitle : text.loadFailed }
        : null,
  );
  if (loading)
    return (
      <PageSection aria-busy="true">
        <Muted>{text.loading}</Muted>
      </PageSection>
    );
  if (error || !data) {
    return (
      <PageSection>
        <h1>{notFound ? text.notFoundTitle : text.loadFailed}</h1>
        {notFound ? <Muted>{text.notFound}</Muted> : null}
        <Link to="/">{text.toHome}</Link>
      </PageSection>
    );
  }
  return (
    <PageSection as="article" aria-labelledby="page-heading">
      <h1 id="page-heading">{data.title}</h1>
      {data.is_template ? (
        <Notice role="note" data-testid="template-notice">
          {data.subtitle ? data.subtitle : `${text.template}. ${text.templateNote}`}
        </Notice>
      ) : null}
      <RichText text={data.content} />
      {data.withdrawal_form ? <WithdrawalFormBox form={data.withdrawal_form} /> : null}
      <Muted style={{ marginTop: 24 }}>
        {text.updated} {formatLongDate(data.updated_at)}
      </Muted>
    </PageSection>
  );
}
