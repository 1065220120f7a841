import { AUDIENCES, sweep } from './support/layout-sweep';

/** Issue 17 item 3 for the public site's pages (support/layout-sweep.ts). */
sweep(AUDIENCES.publicPages);
