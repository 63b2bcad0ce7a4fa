import type { Homepage } from '../types';
import {
  apiBaseOf,
  homepageSnapshot,
  resetEarlyHomepage,
  HTML_HOMEPAGE_REQUEST,
  snapshotApiBaseUrl,
  startHomepageRequest,
  takeEarlyHomepage,
  takeHtmlHomepageRequest,
  apiBaseOfRequest,
  withHtmlRequest,
} from './homepageEarly';

const HOMEPAGE: Homepage = { banners: [], widgets: [], news: [], providers: [], seo: null };

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    clone() {
      return jsonResponse(body, status);
    },
  } as unknown as Response;
}

function fakeFetch(answers: Record<string, Response>) {
  return jest.fn(async (url: RequestInfo | URL) => {
    const answer = answers[String(url)];
    if (!answer) throw new TypeError(`Failed to fetch ${String(url)}`);
    return answer;
  }) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('early landing data (homepageEarly)', () => {
  afterEach(() => resetEarlyHomepage());

  it('reads the API base of /env.json without trailing slashes', () => {
    expect(apiBaseOf({ API_BASE: 'https://api.example/ ' })).toBe('https://api.example');
    expect(apiBaseOf({ API_BASE: 'https://api.example//' })).toBe('https://api.example');
    expect(apiBaseOf({ API_BASE: '' })).toBeUndefined();
    expect(apiBaseOf(null)).toBeUndefined();
  });

  it('asks the API named by /env.json and keeps the answer for the first render', async () => {
    const fetchImpl = fakeFetch({ 'https://api.example/homepageData': jsonResponse({ status: true, data: HOMEPAGE }) });
    const homepage = await startHomepageRequest(Promise.resolve(jsonResponse({ API_BASE: 'https://api.example' })), undefined, fetchImpl);
    expect(homepage).toEqual(HOMEPAGE);
    expect(homepageSnapshot()).toEqual(HOMEPAGE);
    expect(snapshotApiBaseUrl()).toBe('https://api.example');
  });

  it('sends the request with the built-in API base at once and uses it when /env.json names the same base', async () => {
    const fetchImpl = fakeFetch({ 'http://127.0.0.1:4000/homepageData': jsonResponse({ status: true, data: HOMEPAGE }) });
    let answerEnvironment: (response: Response) => void = () => undefined;
    const environment = new Promise<Response>((resolve) => {
      answerEnvironment = resolve;
    });
    const request = startHomepageRequest(environment, 'http://127.0.0.1:4000/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    answerEnvironment(jsonResponse({ API_BASE: 'http://127.0.0.1:4000' }));
    expect(await request).toEqual(HOMEPAGE);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks again when /env.json names another API than the built-in one', async () => {
    const fetchImpl = fakeFetch({
      'http://127.0.0.1:4000/homepageData': jsonResponse({ status: true, data: { ...HOMEPAGE, news: [] } }),
      'https://api.example/homepageData': jsonResponse({ status: true, data: HOMEPAGE }),
    });
    const homepage = await startHomepageRequest(
      Promise.resolve(jsonResponse({ API_BASE: 'https://api.example' })),
      'http://127.0.0.1:4000',
      fetchImpl,
    );
    expect(homepage).toEqual(HOMEPAGE);
    expect(fetchImpl).toHaveBeenLastCalledWith('https://api.example/homepageData', expect.anything());
  });

  it('answers null (the page then loads the data itself) when the API fails or answers something else', async () => {
    const failing = fakeFetch({ 'https://api.example/homepageData': jsonResponse({ status: false }, 500) });
    expect(await startHomepageRequest(Promise.resolve(jsonResponse({ API_BASE: 'https://api.example' })), undefined, failing)).toBeNull();
    const odd = fakeFetch({ 'https://api.example/homepageData': jsonResponse({ status: true, data: { banners: 'nein' } }) });
    expect(await startHomepageRequest(Promise.resolve(jsonResponse({ API_BASE: 'https://api.example' })), undefined, odd)).toBeNull();
    expect(await startHomepageRequest(Promise.reject(new TypeError('offline')), undefined, odd)).toBeNull();
    expect(homepageSnapshot()).toBeUndefined();
  });

  it('hands the early answer over once', async () => {
    const fetchImpl = fakeFetch({ 'https://api.example/homepageData': jsonResponse({ status: true, data: HOMEPAGE }) });
    void startHomepageRequest(Promise.resolve(jsonResponse({ API_BASE: 'https://api.example' })), undefined, fetchImpl);
    expect(await takeEarlyHomepage()).toEqual(HOMEPAGE);
    expect(takeEarlyHomepage()).toBeNull();
  });

  it('takes the request the HTML started once, and ignores anything else under its name', () => {
    const response = Promise.resolve(jsonResponse({ status: true, data: HOMEPAGE }));
    const holder: Record<string, unknown> = { [HTML_HOMEPAGE_REQUEST]: { url: 'http://127.0.0.1:4000/homepageData', response } };
    expect(takeHtmlHomepageRequest(holder)).toEqual({ url: 'http://127.0.0.1:4000/homepageData', response });
    expect(takeHtmlHomepageRequest(holder)).toBeUndefined();
    expect(takeHtmlHomepageRequest({ [HTML_HOMEPAGE_REQUEST]: { url: 'http://127.0.0.1:4000/homepageData' } })).toBeUndefined();
    expect(takeHtmlHomepageRequest({})).toBeUndefined();
  });

  it("uses the answer of the HTML's request instead of asking again when /env.json names the built-in API", async () => {
    const fetchImpl = fakeFetch({});
    const html = { url: 'http://127.0.0.1:4000/homepageData', response: Promise.resolve(jsonResponse({ status: true, data: HOMEPAGE })) };
    const homepage = await startHomepageRequest(
      Promise.resolve(jsonResponse({ API_BASE: 'http://127.0.0.1:4000' })),
      'http://127.0.0.1:4000',
      withHtmlRequest(html, fetchImpl),
    );
    expect(homepage).toEqual(HOMEPAGE);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("guesses the API the HTML asked (the one the site's server named), so a build deployed elsewhere asks once", async () => {
    const fetchImpl = fakeFetch({});
    const html = { url: 'https://api.example/homepageData', response: Promise.resolve(jsonResponse({ status: true, data: HOMEPAGE })) };
    expect(apiBaseOfRequest(html)).toBe('https://api.example');
    expect(apiBaseOfRequest(undefined)).toBeUndefined();
    expect(apiBaseOfRequest({ url: 'https://api.example/other', response: html.response })).toBeUndefined();
    const homepage = await startHomepageRequest(
      Promise.resolve(jsonResponse({ API_BASE: 'https://api.example/' })),
      apiBaseOfRequest(html),
      withHtmlRequest(html, fetchImpl),
    );
    expect(homepage).toEqual(HOMEPAGE);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("asks the API of /env.json when the HTML asked another one, and asks afresh after the HTML's answer was used", async () => {
    const fetchImpl = fakeFetch({ 'https://api.example/homepageData': jsonResponse({ status: true, data: HOMEPAGE }) });
    const html = {
      url: 'http://127.0.0.1:4000/homepageData',
      response: Promise.resolve(jsonResponse({ status: true, data: { ...HOMEPAGE, news: [] } })),
    };
    const wrapped = withHtmlRequest(html, fetchImpl);
    const homepage = await startHomepageRequest(
      Promise.resolve(jsonResponse({ API_BASE: 'https://api.example' })),
      'http://127.0.0.1:4000',
      wrapped,
    );
    expect(homepage).toEqual(HOMEPAGE);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await expect(wrapped('http://127.0.0.1:4000/homepageData')).rejects.toThrow('Failed to fetch');
  });
});
