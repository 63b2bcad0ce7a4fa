import { createElement } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaRoot } from './AreaRoot';
import { messages } from './messages';

/** single-spa lifecycles, so any single-spa host can mount the whole area as an application or parcel. */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AreaRoot,
  errorBoundary: () => createElement('p', { role: 'alert' }, messages.failed),
});
