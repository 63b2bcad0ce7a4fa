// The contract check of the reorganisation by concern: node --test scripts/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { contractChanges, graphqlChanges, listedAdditions, placeOf, readContracts } from './contract-changes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const route = (properties, required = Object.keys(properties)) => ({
  paths: {
    '/orders': {
      get: {
        parameters: [{ in: 'query', name: 'page', schema: { type: 'integer' } }],
        responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties, required } } } } },
      },
    },
  },
});

describe('the contract check', () => {
  test('finds nothing between a document and itself', () => {
    const document = route({ total: { type: 'number' } });
    assert.deepEqual(contractChanges(document, structuredClone(document)), { removed: [], changed: [], added: [] });
  });

  test('reports a new cents field as an addition with its route and place', () => {
    const before = route({ total: { type: 'number' } });
    const after = route({ total: { type: 'number' }, total_cents: { type: 'integer' } }, ['total']);
    const { removed, changed, added } = contractChanges(before, after);
    assert.deepEqual(removed, []);
    assert.deepEqual(changed, []);
    assert.deepEqual(added, ['GET /orders · Antwort 200 · total_cents']);
  });

  test('reports a removed field, a changed type and a removed required entry', () => {
    const before = route({ total: { type: 'number' }, name: { type: 'string' } });
    const after = route({ total: { type: 'integer' } }, []);
    const { removed, changed } = contractChanges(before, after);
    assert.ok(removed.includes('GET /orders · Antwort 200 · name'));
    assert.ok(removed.some((entry) => entry.includes('(required): "total"')));
    assert.ok(
      changed.some((entry) => entry.startsWith('GET /orders · Antwort 200 · total.(type)')),
      changed.join('\n'),
    );
  });

  test('matches parameters by place and name, not by position', () => {
    const before = route({});
    const after = structuredClone(before);
    after.paths['/orders'].get.parameters.unshift({ in: 'query', name: 'sort', schema: { type: 'string' } });
    assert.deepEqual(contractChanges(before, after).added, ['GET /orders · Parameter query:sort']);
  });

  test('names places outside the paths by their pointer', () => {
    assert.equal(placeOf(['components', 'schemas', 'Order']), 'components › schemas › Order');
  });

  test('finds removed and added GraphQL fields', () => {
    const before = 'type Order {\n  id: ID!\n  total: Float!\n}\n';
    const after = 'type Order {\n  id: ID!\n  total_cents: Int!\n}\n';
    assert.deepEqual(graphqlChanges(before, after), {
      removed: ['GraphQL Order.total: Float!'],
      added: ['GraphQL Order.total_cents: Int!'],
    });
  });

  test('the API contract keeps every route and field of its baseline and lists each addition in ADDITIONS.md', () => {
    const { before, after, graphqlBefore, graphqlAfter } = readContracts();
    const rest = contractChanges(before, after);
    const graphql = graphqlChanges(graphqlBefore, graphqlAfter);
    assert.deepEqual([...rest.removed, ...graphql.removed], [], 'entfernt');
    assert.deepEqual(rest.changed, [], 'geändert');
    const listed = listedAdditions(readFileSync(path.join(ROOT, 'shared', 'contract', 'ADDITIONS.md'), 'utf8'));
    assert.deepEqual(
      [...listed].sort(),
      [...rest.added, ...graphql.added].sort(),
      'ADDITIONS.md (node scripts/contract-changes.mjs --write)',
    );
  });
});
