import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { auditLog, desks } from '../../db/schema';
import { createDesk, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const create = (payload: Record<string, unknown>, cookie?: string | null) =>
  kit.call({ method: 'POST', url: '/api/admin/desks', payload, cookie });
const update = (id: string, payload: Record<string, unknown>) =>
  kit.call({ method: 'PUT', url: `/api/admin/desks/${id}`, payload });
const remove = (id: string) => kit.call({ method: 'DELETE', url: `/api/admin/desks/${id}` });
const actionsOn = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);

describe('POST /api/admin/desks', () => {
  it("creates a desk from the spec's single country, upper-cased", async () => {
    const response = await create({
      name: ' Benelux ',
      country: 'nl',
      description: 'Dutch and Belgian clients',
    });
    expect(response.statusCode).toBe(201);
    const { message, desk } = response.json();
    expect(message).toBe('Desk Created');
    expect(desk).toMatchObject({
      name: 'Benelux',
      country: 'NL',
      countries: ['NL'],
      description: 'Dutch and Belgian clients',
      userCount: 0,
    });
    expect(await actionsOn(desk.id)).toEqual(['desk.created']);
  });

  it('takes a whole list of countries, without repeats', async () => {
    const response = await create({ name: 'DACH', countries: ['de', 'AT', 'ch', 'DE'] });
    expect(response.json().desk).toMatchObject({ country: 'DE', countries: ['DE', 'AT', 'CH'] });
  });

  it('needs a name and real country codes', async () => {
    const response = await create({ name: '', country: 'XX', countries: ['DE', 'Germany'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Desk name is required',
      country: 'Use a two-letter ISO country code, such as DE or US',
      'countries.1': 'Use a two-letter ISO country code, such as DE or US',
    });
  });

  it('refuses a second desk with the same name', async () => {
    await create({ name: 'Nordics' });
    const response = await create({ name: 'NORDICS' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ name: 'A desk with this name already exists' });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'manager');
    expect((await create({ name: 'Mine' }, cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/desks', () => {
  it('lists desks by name with how many people belong to each', async () => {
    const zulu = await createDesk(t.db, { name: 'Zulu desk', countries: ['ZA'] });
    await createUser(t.db, { role: 'lawyer', deskId: zulu.id, password: null });
    await createUser(t.db, { role: 'manager', deskId: zulu.id, password: null });
    const response = await kit.call({ method: 'GET', url: '/api/admin/desks' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(body.desks.length);
    const names = body.desks.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(body.desks.find((d: { id: string }) => d.id === zulu.id)).toMatchObject({
      userCount: 2,
      country: 'ZA',
      countries: ['ZA'],
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'lawyer');
    expect((await kit.call({ method: 'GET', url: '/api/admin/desks', cookie })).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/desks/:id', () => {
  it('renames and describes; a single country replaces the first and keeps the others', async () => {
    const desk = await createDesk(t.db, { name: 'Old name', countries: ['FR', 'BE', 'LU'] });
    const response = await update(desk.id, {
      name: 'Francophone',
      country: 'ch',
      description: 'French speakers',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Desk Updated',
      desk: { name: 'Francophone', countries: ['CH', 'BE', 'LU'], description: 'French speakers' },
    });
    const replaced = await update(desk.id, { countries: [] });
    expect(replaced.json().desk).toMatchObject({ countries: [], country: null });
    expect(await actionsOn(desk.id)).toEqual(['desk.updated', 'desk.updated']);
  });

  it('refuses an empty body, a bad code, another desk’s name and an unknown desk', async () => {
    const desk = await createDesk(t.db, { name: 'Editable' });
    await createDesk(t.db, { name: 'Existing' });
    expect((await update(desk.id, {})).json().error.fields).toEqual({
      _: 'Send at least one field to change',
    });
    expect((await update(desk.id, { country: 'ZZ' })).json().error.fields).toEqual({
      country: 'Use a two-letter ISO country code, such as DE or US',
    });
    expect((await update(desk.id, { name: 'existing' })).statusCode).toBe(409);
    expect((await update(desk.id, { name: 'Editable' })).statusCode).toBe(200); // its own name is fine
    expect((await update('00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/desks/:id', () => {
  it('deletes a desk nobody belongs to', async () => {
    const desk = await createDesk(t.db);
    const response = await remove(desk.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Desk Deleted' });
    expect(await t.db.select().from(desks).where(eq(desks.id, desk.id))).toEqual([]);
    expect(await actionsOn(desk.id)).toEqual(['desk.deleted']);
  });

  it('refuses while people belong to it, saying how many', async () => {
    const desk = await createDesk(t.db);
    await createUser(t.db, { role: 'lawyer', deskId: desk.id, password: null });
    await createUser(t.db, { role: 'lawyer', deskId: desk.id, password: null });
    const response = await remove(desk.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This desk cannot be deleted while users belong to it (currently 2). Move them to another desk first.',
    );
    expect(await t.db.select().from(desks).where(eq(desks.id, desk.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown desk and is for admins only', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const desk = await createDesk(t.db);
    const { cookie } = await loginAs(t, 'manager');
    const response = await kit.call({ method: 'DELETE', url: `/api/admin/desks/${desk.id}`, cookie });
    expect(response.statusCode).toBe(403);
  });
});
