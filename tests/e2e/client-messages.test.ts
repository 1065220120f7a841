import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { assignToDemoLawyer, openPortal, registerClient } from './support/portal';

const { newPage } = setupBrowser();

const SCREENSHOTS = 'test-results/screenshots';
const thread = (page: Page) => page.getByRole('log', { name: 'Conversation with your legal team' });

type MessageList = {
  messages: { body: string; mine: boolean; sender: { firstName: string; lastName: string } | null }[];
  unreadCount: number;
};

describe('the messages tab of a client whose case has a lawyer', () => {
  it('sends with Enter, the lawyer reads it, and the reply appears without a reload', async () => {
    const page = await newPage();
    const client = await registerClient(page);
    const lawyer = await assignToDemoLawyer(client.caseId);
    const lawyerMe = (await (await lawyer.get('/api/auth/me')).json()) as {
      user: { firstName: string; lastName: string };
    };
    await openPortal(page, 'messages');
    await page.getByText('No messages yet. Write to your legal team below').waitFor();

    // Shift+Enter makes a new line; Enter sends.
    const composer = page.getByLabel('Your message');
    await composer.fill('I found two more receipts.');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('Shall I send them here?');
    await composer.press('Enter');
    await thread(page).getByText('Shall I send them here?').waitFor();
    await thread(page).getByRole('article', { name: 'You' }).waitFor();
    expect(await composer.inputValue()).toBe('');

    const seen = (await (await lawyer.get(`/api/cases/${client.caseId}/messages`)).json()) as MessageList;
    expect(seen.messages[0]).toMatchObject({
      body: 'I found two more receipts.\nShall I send them here?',
      mine: false,
      sender: { firstName: client.firstName, lastName: client.lastName },
    });

    const reply = await lawyer.post(`/api/cases/${client.caseId}/messages`, {
      data: { body: 'Thank you.\nYes, please attach them here.' },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    const lawyerName = `${lawyerMe.user.firstName} ${lawyerMe.user.lastName}, Lawyer`;
    const answer = thread(page).getByRole('article', { name: lawyerName });
    await answer.getByText('Yes, please attach them here.').waitFor();
    await answer.getByText('New').waitFor();

    // Open on screen, so the client's side of the thread is marked read.
    await expect
      .poll(async () => {
        const mine = await page.request.get(`/api/cases/${client.caseId}/messages`);
        return ((await mine.json()) as MessageList).unreadCount;
      })
      .toBe(0);

    // A document attached from the thread joins the evidence and is announced in the thread.
    await page.getByLabel('Attach a document').setInputFiles({
      name: 'receipt-2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await thread(page).getByText('I have added a document to my evidence: receipt-2.pdf').waitFor();
    const documents = await page.request.get(`/api/cases/${client.caseId}/documents`);
    expect(((await documents.json()) as { documents: { name: string }[] }).documents[0]?.name).toBe(
      'receipt-2.pdf',
    );

    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/client-messages-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await thread(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/client-messages-390.png`, fullPage: true });
    await lawyer.dispose();
  });
});
