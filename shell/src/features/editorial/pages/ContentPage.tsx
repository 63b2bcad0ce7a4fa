import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { PageSection, Muted } from '../../../ui';
import { fetchPage } from '../api/fetchPage';
import { fetchPagePreview } from '../api/fetchPagePreview';
import { formatLongDate } from '../lib/formatLongDate';
import { isNotFound } from '../lib/isNotFound';
import type { WithdrawalForm } from '../types';
import { useHead } from '../lib/head';
import { useSlugFetch } from '../hooks/useSlugFetch';
import { usePreviewLoad } from '../hooks/usePreviewLoad';
import { Body } from '../components/Prose';
import { PreviewBanner } from '../components/PreviewBanner';
import { Card, Notice } from '../components/styles';
import { editorialText } from '../messages';

const FormLines = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0;
  li {
    padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  }
`;

/** The withdrawal form's card, apart from the page text above it. */
const FormCard = styled(Card)`
  margin-top: 24px;
`;

const PrintButton = styled(Button).attrs({ variant: 'secondary' })`
  margin-top: 16px;
`;

/** The date of the last change, apart from the text. */
const Updated = styled(Muted)`
  margin-top: 24px;
`;

/** The model withdrawal form, printable. */
function WithdrawalFormBox({ form }: { form: WithdrawalForm }) {
  return (
    <FormCard as="section" aria-labelledby="withdrawal-form-heading" data-testid="withdrawal-form">
      <h2 id="withdrawal-form-heading">{form.title}</h2>
      <p>{form.intro}</p>
      <p>{form.recipient}</p>
      <FormLines>
        {form.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </FormLines>
      <p>{form.footnote}</p>
      <PrintButton type="button" onClick={() => window.print()}>
        {editorialText.page.print}
      </PrintButton>
    </FormCard>
  );
}

/**
 * A content page by slug (`/page/:slug`): Impressum, Datenschutzerklärung, AGB, Widerrufsbelehrung, … An old slug of a
 * renamed page leads to the page, and the address changes to its current one.
 */
export default function ContentPage() {
  const { slug = '' } = useParams();
  const text = editorialText.page;
  const preview = usePreviewLoad(fetchPage, fetchPagePreview);
  const { data, loading, error } = useSlugFetch(slug, preview.load, undefined, preview.token);
  const banner = preview.token ? <PreviewBanner preview={data?.preview} refused={preview.refused} /> : null;
  const notFound = isNotFound(error);
  useHead(
    data
      ? { title: data.meta_title || data.title, description: data.meta_description, path: data.url }
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
        {banner}
        <h1>{notFound ? text.notFoundTitle : text.loadFailed}</h1>
        {notFound ? <Muted>{text.notFound}</Muted> : null}
        <Link to="/">{text.toHome}</Link>
      </PageSection>
    );
  }
  return (
    <PageSection as="article" aria-labelledby="page-heading">
      {banner}
      <h1 id="page-heading">{data.title}</h1>
      {data.is_template ? (
        <Notice role="note" data-testid="template-notice">
          {data.subtitle ? data.subtitle : `${text.template}. ${text.templateNote}`}
        </Notice>
      ) : null}
      <Body content={data.content} format={data.content_format} />
      {data.withdrawal_form ? <WithdrawalFormBox form={data.withdrawal_form} /> : null}
      <Updated>
        {text.updated} {formatLongDate(data.updated_at)}
      </Updated>
    </PageSection>
  );
}
