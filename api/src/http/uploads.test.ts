import { loadConfig } from '../config';
import { uploadUrl } from './uploads';

describe('uploadUrl', () => {
  const config = loadConfig({ ...process.env, PUBLIC_API_URL: 'https://api.example.de' });

  it('serves an upload key from the uploads folder of the API', () => {
    expect(uploadUrl(config, 'products/ab12.png')).toBe(`${config.publicApiUrl}/uploads/products/ab12.png`);
  });

  it('serves a /… path (a generated illustration of the demo data) as a route of the API, not as an upload', () => {
    expect(uploadUrl(config, '/shop/images/chair-10.svg')).toBe(`${config.publicApiUrl}/shop/images/chair-10.svg`);
  });

  it('keeps an absolute URL and answers null without a value', () => {
    expect(uploadUrl(config, 'https://cdn.example.de/a.png')).toBe('https://cdn.example.de/a.png');
    expect(uploadUrl(config, null)).toBeNull();
  });
});
