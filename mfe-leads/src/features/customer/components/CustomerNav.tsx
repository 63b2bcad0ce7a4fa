import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../../../messages';

const text = messages.customer;

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 2.5;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** Links between the customer's inquiries and offers. */
export function CustomerNav() {
  return (
    <Nav aria-label={text.nav}>
      <ul>
        <li>
          <NavLink to="/leads" end>
            {text.inquiries}
          </NavLink>
        </li>
        <li>
          <NavLink to="/leads/offers" end>
            {text.offers}
          </NavLink>
        </li>
        <li>
          <NavLink to="/bauen-wohnen">{text.newInquiry}</NavLink>
        </li>
      </ul>
    </Nav>
  );
}
