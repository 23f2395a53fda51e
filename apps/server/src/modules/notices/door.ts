/**
 * The notices' door: the only file other areas import from modules/notices (issue 29 item 3,
 * docs/decisions.md "One door per area"). Areas that send their own mail or messages read the
 * tenant's channel configurations and send through the same adapters.
 */
export { channelConfigs } from './channels.repository.ts';
export { ADAPTERS, type Recipient } from './channels.ts';
