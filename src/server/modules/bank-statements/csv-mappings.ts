import { asc, eq } from 'drizzle-orm';
import {
  type CsvMapping,
  csvMappingSchema,
  type SaveCsvMapping,
  type SavedCsvMapping,
} from '../../../shared/contracts/bank-statements';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { firstOrNotFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { bankCsvMappings } from '../../db/schema';

type MappingRow = typeof bankCsvMappings.$inferSelect;

/** The stored jsonb read back through the contract, so a mapping is always one the parser accepts. */
function savedOf(row: MappingRow): SavedCsvMapping {
  return {
    id: row.id,
    name: row.name,
    mapping: csvMappingSchema.parse(row.mapping),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCsvMappings(db: Db): Promise<SavedCsvMapping[]> {
  const rows = await db.select().from(bankCsvMappings).orderBy(asc(bankCsvMappings.name));
  return rows.map(savedOf);
}

/** A saved mapping by id; an unknown one is a 404 (the import form offers only saved ones). */
export async function findCsvMapping(db: Db, id: string): Promise<{ mapping: CsvMapping }> {
  const rows = await db.select().from(bankCsvMappings).where(eq(bankCsvMappings.id, id));
  return savedOf(firstOrNotFound(rows, 'bank-statements.not_found.csv_mapping'));
}

/**
 * Saves a mapping under its name; saving under a name already used replaces that mapping (a
 * bank changed its export), keeping its id. Audited with what it was before.
 */
export async function saveCsvMapping(
  args: AuditedCall & { input: SaveCsvMapping },
): Promise<SavedCsvMapping> {
  const { name, mapping } = args.input;
  return args.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bankCsvMappings)
      .where(eq(bankCsvMappings.name, name))
      .for('update');
    const [row] = await tx
      .insert(bankCsvMappings)
      .values({ name, mapping, createdBy: args.actor.id })
      .onConflictDoUpdate({ target: bankCsvMappings.name, set: { mapping, createdBy: args.actor.id } })
      .returning();
    const saved = savedOf(row!);
    await writeAudit(tx, args.request, {
      action: 'bank_csv_mapping.saved',
      entity: 'bank_csv_mapping',
      entityId: saved.id,
      before: before ? { name: before.name, mapping: before.mapping } : undefined,
      after: { name, mapping },
    });
    return saved;
  });
}

export async function deleteCsvMapping(args: AuditedCall & { id: string }): Promise<void> {
  await args.db.transaction(async (tx) => {
    const [row] = await tx.delete(bankCsvMappings).where(eq(bankCsvMappings.id, args.id)).returning();
    const deleted = firstOrNotFound(row ? [row] : [], 'bank-statements.not_found.csv_mapping');
    await writeAudit(tx, args.request, {
      action: 'bank_csv_mapping.deleted',
      entity: 'bank_csv_mapping',
      entityId: deleted.id,
      before: { name: deleted.name, mapping: deleted.mapping },
    });
  });
}
