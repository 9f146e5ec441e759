/**
 * The shell's words (navigation, footer, buttons, switchers, 404): the `shell.*` messages of the catalogues,
 * keyed without their prefix ("nav.home"). `{name}` placeholders are filled in by t().
 */
import type { MessageId } from "#contracts/i18n/catalogue";

type ShellKey<Id> = Id extends `shell.${infer Key}` ? Key : never;
export type MessageKey = ShellKey<MessageId>;
export type Messages = Record<MessageKey, string>;
