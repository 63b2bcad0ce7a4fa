import { readFileSync } from 'node:fs';
import path from 'node:path';

interface AssetGroup {
  sync: string[];
  async: string[];
}
interface ManifestAssets {
  js: AssetGroup;
  css: AssetGroup;
}
export interface MfManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  shared: Array<{ name: string; version: string; assets: ManifestAssets }>;
  exposes: Array<{ name: string; path: string; assets: ManifestAssets }>;
}

export function readManifest(dist: string): MfManifest {
  return JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as MfManifest;
}

export function remoteEntryFile(manifest: MfManifest): string {
  const { name, path: folder } = manifest.metaData.remoteEntry;
  return folder ? `${folder.replace(/\/$/, '')}/${name}` : name;
}

/** JS files of the shared singletons this build can provide (the share scope decides which copy loads). */
export function sharedJsFiles(manifest: MfManifest): Set<string> {
  return new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
}

/** The JS an exposed module needs before it can run, without the singletons' chunks. */
export function exposeOwnJsFiles(manifest: MfManifest, exposePath: string): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.path === exposePath);
  if (!expose) throw new Error(`${manifest.name} stellt ${exposePath} nicht bereit`);
  const shared = sharedJsFiles(manifest);
  return expose.assets.js.sync.filter((file) => !shared.has(file));
}
