// The layout rules of `npm run lint` (scripts/structure.mjs): node --test scripts/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { featureFindings, foreignTableFindings, moduleGraph, sqlTemplateTexts } from './structure.mjs';

function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'mp-structure-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const cruise = (imports) => ({
  modules: Object.entries(imports).map(([source, targets]) => ({ source, dependencies: targets.map((resolved) => ({ resolved })) })),
});

describe('feature folder shape', () => {
  test('accepts a feature with index.ts, api/, components/, pages/, hooks/, lib/ and messages.ts', () => {
    const root = tree({
      'mfe-x/package.json': '{}',
      'mfe-x/src/features/orders/index.ts': '',
      'mfe-x/src/features/orders/messages.ts': '',
      'mfe-x/src/features/orders/api/listOrders.ts': '',
      'mfe-x/src/features/orders/pages/OrdersPage.tsx': '',
      'mfe-x/src/features/orders/lib/total.ts': '',
    });
    assert.deepEqual(featureFindings(root), []);
  });

  test('reports a feature without index.ts, a loose file in features/ and files outside the shape', () => {
    const root = tree({
      'mfe-x/package.json': '{}',
      'mfe-x/src/features/ChatPage.tsx': '',
      'mfe-x/src/features/orders/OrdersPage.tsx': '',
      'mfe-x/src/provider/features/stock/model/x.ts': '',
      'mfe-x/src/provider/features/stock/index.ts': '',
    });
    const findings = featureFindings(root).join('\n');
    assert.match(findings, /features\/ChatPage\.tsx: Datei direkt/);
    assert.match(findings, /features\/orders: index\.ts fehlt/);
    assert.match(findings, /features\/orders\/OrdersPage\.tsx: gehört in/);
    assert.match(findings, /stock\/model\/: Ordner nicht vorgesehen/);
  });
});

describe('API module graph', () => {
  test('finds a cycle through public.ts files that each import nothing back', () => {
    const graph = moduleGraph(
      cruise({
        'api/src/modules/a/service.ts': ['api/src/modules/b/public.ts'],
        'api/src/modules/b/service.ts': ['api/src/modules/c/public.ts'],
        'api/src/modules/c/service.ts': ['api/src/modules/a/public.ts'],
        'api/src/modules/d/service.ts': ['api/src/modules/a/public.ts'],
      }),
    );
    assert.deepEqual(graph.cycles, [['a', 'b', 'c']]);
    assert.equal(graph.modules, 4);
    assert.equal(graph.edges, 4);
  });

  test('does not count tests and flows as module edges', () => {
    const graph = moduleGraph(
      cruise({
        'api/src/modules/a/service.ts': ['api/src/modules/b/public.ts'],
        'api/src/modules/b/b.test.ts': ['api/src/modules/a/public.ts'],
        'api/src/flows/place-order.ts': ['api/src/modules/a/public.ts', 'api/src/modules/b/public.ts'],
      }),
    );
    assert.deepEqual(graph.cycles, []);
    assert.equal(graph.edges, 1);
  });
});

describe('SQL of an API module names only its own tables', () => {
  const schema = {
    'api/src/db/schema/orders.ts':
      "export const shopOrders = pgTable(\n  'shop_orders', {});\nexport const ordersVendorOrders = pgView('orders_vendor_orders', {}).existing();",
    'api/src/db/schema/stores.ts': "export const providerPages = pgTable('provider_pages', {});",
  };

  test("reports another module's table written in a sql template, with the file and the table", () => {
    const root = tree({
      ...schema,
      'api/src/modules/stores/page.ts':
        'const a = sql<number>`select count(*) from shop_orders o join ${providerPages} p on true`;\n' +
        'const b = sql`select ${sql`(select 1 from "orders_vendor_orders" v)`} from provider_pages`;',
    });
    assert.deepEqual(foreignTableFindings(root), [
      'api/src/modules/stores/page.ts: SQL nennt die Tabelle orders_vendor_orders des Moduls orders — über dessen public.ts lesen',
      'api/src/modules/stores/page.ts: SQL nennt die Tabelle shop_orders des Moduls orders — über dessen public.ts lesen',
    ]);
  });

  test('accepts own tables, interpolated tables, table names outside sql templates and tests', () => {
    const root = tree({
      ...schema,
      'api/src/modules/stores/page.ts':
        "const own = sql`select 1 from provider_pages pg join ${shopOrders} o on true`;\nconst text = 'from shop_orders';",
      'api/src/modules/stores/page.test.ts': 'await db.execute(sql`delete from shop_orders`);',
    });
    assert.deepEqual(foreignTableFindings(root), []);
  });

  test("reads a template's text without its interpolations, nested templates on their own", () => {
    assert.deepEqual(sqlTemplateTexts('sql`a ${x ? sql`b ${y}` : `c`} d`'), ['a   d', 'b  ']);
  });
});
