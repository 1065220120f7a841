import { AUDIENCES, sweep } from './support/layout-sweep';

/** Issue 17 item 3 for the public sign-in and link pages (support/layout-sweep.ts). */
sweep(AUDIENCES.publicSignIn);
