// A GET for the server tests (scripts/*.test.mjs).
import http from 'node:http';

/** GET with raw headers (fetch would add `cache-control: no-cache` to a conditional request). */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
