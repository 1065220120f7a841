import { AUDIENCES, sweep } from './support/layout-sweep';

/** Issue 17 item 3 for the manager screens (support/layout-sweep.ts). */
sweep(AUDIENCES.manager);
