/**
 * What another module may do with the outbox table: queue a mail inside its own transaction, so the mail exists
 * exactly when the row it is about does (decision 005). Every other query of the table stays in this module; the
 * staff's view, the data-subject requests and the metrics reach it through the mail-outbox service.
 */
export { queueMail, type DbOrTx } from "./outbox-repository";
