// The `react-router` this workspace puts into the shared scope: the one router instance every app uses, reduced to
// the parts the apps import (webpack cannot tree-shake a shared package across apps, and the full package is the
// largest library of the landing page). It re-exports the package's production build; the factory points the
// implementation alias at the development or production build by mode. A name an app needs goes here (the shared
// react-router-dom passes this module on); shell/src/routerSubset.test.ts fails while an import in any app is missing.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@marktplatz/react-router-implementation';
