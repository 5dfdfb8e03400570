/**
 * Deploys a new version of the public remote (its build, marked so that each is new) to a store every
 * few seconds, with the deploy tool's own functions, until it is stopped; prints each version.
 * Usage: tsx scripts/deploy-every.ts <store folder> <milliseconds>
 */
import { rm } from 'node:fs/promises';
import { publishBuild, switchTo } from '@safa/tooling/deploy/operations';
import { shellSharedVersions } from '@safa/tooling/deploy/shared-versions';
import { deploymentStore } from '@safa/tooling/deploy/store';
import { makeBuild } from '../support/deployment';

const [folder, every = '2000'] = process.argv.slice(2);
if (!folder) throw new Error('Usage: tsx scripts/deploy-every.ts <store folder> <milliseconds>');
const context = { store: deploymentStore(folder), remote: 'public_mfe', sharedVersions: shellSharedVersions };

async function deployOnce(): Promise<void> {
  const build = await makeBuild();
  try {
    const { id } = await publishBuild(context, build, { commit: undefined, uncommittedChanges: false });
    await switchTo(context, id);
    console.log(id);
  } finally {
    await rm(build, { recursive: true, force: true });
  }
}

setInterval(() => void deployOnce(), Number(every));
