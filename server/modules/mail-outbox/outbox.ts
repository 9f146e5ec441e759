/**
 * What another module may do with the outbox table: queue a mail inside its own transaction, so the mail exists
 * exactly when the row it is about does (decision 005). Every other query of the table stays in this module; the
 * staff's view, the data-subject requests and the metrics reach it through the mail-outbox service.
 */
export { queueMail, type DbOrTx } from "./outbox-repository";

/**
 * Mail streams (issue 32): a campaign's mails queued at once in one INSERT … SELECT, sent at the stream's rate per
 * minute across the fleet, paused and resumed together, and what became of them. The campaigns module drives them;
 * the newsletter module, which owns the recipients, builds the SELECT and takes its subscribers' waiting mail out.
 */
export {
  cancelStreamMailTo,
  createStream,
  dropWaitingStreamMail,
  lastMailId,
  queueStreamMail,
  streamAddresses,
  streamCounts,
  streamFailures,
  streamMailColumns,
  streamSendsPerMinute,
  streamsSentTo,
  updateStream,
  waitingStreamAddresses,
} from "./outbox-repository";
