import styled from 'styled-components';
import { messages } from '../messages';
import type { CookieCategory } from './CookieBanner';
import type { ConsentCategory } from './cookieConsent';

const Categories = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    max-width: 70ch;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    line-height: 1.25rem;
  }
  summary {
    cursor: pointer;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.link};
  }
  dl {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    margin-top: ${({ theme }) => theme.space.xs};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface CookieCategoriesProps {
  categories: CookieCategory[];
  selection: ConsentCategory[];
  onToggle: (key: ConsentCategory, on: boolean) => void;
}

/** The banner's settings: each category with a switch (Notwendig fixed on), its purpose and its cookies. */
export default function CookieCategories({ categories, selection, onToggle }: CookieCategoriesProps) {
  return (
    <Categories aria-label={messages.cookie.categoriesLabel}>
      {categories.map((category) => (
        <li key={category.key} data-category={category.key}>
          <label>
            <input
              type="checkbox"
              checked={category.required || selection.includes(category.key)}
              disabled={category.required}
              onChange={(event) => onToggle(category.key, event.target.checked)}
            />
            {category.name}
            {category.required ? ` (${messages.cookie.alwaysOn})` : null}
          </label>
          <p>{category.description}</p>
          {category.cookies.length > 0 ? (
            <details>
              <summary>{messages.cookie.cookiesOf(category.name)}</summary>
              <dl>
                {category.cookies.map((cookie) => (
                  <div key={cookie.name}>
                    <dt>{cookie.name}</dt>
                    <dd>{messages.cookie.cookieLine(cookie.provider, cookie.purpose, cookie.duration)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </li>
      ))}
    </Categories>
  );
}
