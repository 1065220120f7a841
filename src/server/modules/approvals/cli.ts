import { AppError } from '../../../shared/domain/errors';
import { loadConfig } from '../../config';
import { mailSetup } from '../../core/emails';
import { renderMessage } from '../../core/messages';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { describeError } from '../../lib/safe-error';
import { decideProposal, listProposals } from './service';

/**
 * `npm run approvals -- list | approve <id> | decline <id>` (D37), run on the server machine with
 * the server's own DATABASE_URL or DATA_DIR. For a firm with a single admin: whoever has a shell
 * on the server is the second party. Decisions are audited as "operator" and every admin is told,
 * as for a decision in the app. The operator may decide any proposal; they cannot propose one.
 */
const USAGE = 'Usage: npm run approvals -- list | approve <proposal id> | decline <proposal id>';
const [command, id] = process.argv.slice(2);
if (!command || !['list', 'approve', 'decline'].includes(command) || (command !== 'list' && !id)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  if (command === 'list') {
    const { proposals, activeAdmins } = await listProposals(database.db, 'pending');
    console.log(`Active administrators: ${activeAdmins}. Pending proposals: ${proposals.length}.`);
    for (const p of proposals) {
      console.log(
        `\n${p.id}  ${p.kind}  proposed by ${p.proposedBy?.name ?? '(account removed)'} at ${p.proposedAt}`,
      );
      console.log(`  expires ${p.expiresAt}`);
      console.log(`  ${JSON.stringify(p.subject)}`);
    }
  } else {
    const decided = await decideProposal({
      db: database.db,
      config,
      // The same mail setup the server builds: links to PUBLIC_URL, secret links sealed (D31).
      mail: mailSetup(config),
      decider: { operator: true },
      id: id!,
      decision: command === 'approve' ? 'approve' : 'decline',
    });
    console.log(`${decided.proposal.kind} ${decided.proposal.id}: ${decided.proposal.status}.`);
    if (decided.result) console.log(`Result: ${JSON.stringify(decided.result)}`);
  }
} catch (error) {
  // A refusal (expired, already decided, no longer valid) in words; never raw parameters.
  const text = error instanceof AppError ? renderMessage(error.text, 'en') : describeError(error);
  console.error(`Refused: ${text}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
