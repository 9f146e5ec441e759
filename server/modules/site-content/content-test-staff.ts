import type { LanguageCode } from "#contracts/languages";
import { signIn } from "#server/modules/staff/test-kit";
import type { TestApp } from "#server/test/test-app";

/**
 * The Content area's staff for its API tests: two editors (a conflict needs two) and a translator limited to
 * `translatorLanguages`, each as the headers of a signed-in session.
 */
export async function signInContentStaff(t: TestApp, translatorLanguages: readonly LanguageCode[]) {
  const { headers: editor } = await signIn(t, undefined, "editor");
  const { headers: otherEditor } = await signIn(t, undefined, "editor");
  const signedIn = await signIn(t, undefined, "translator");
  await t.database.db
    .updateTable("staff_users")
    .set({ languages: JSON.stringify(translatorLanguages) })
    .where("id", "=", signedIn.user.id)
    .execute();
  return { editor, otherEditor, translator: signedIn.headers };
}
