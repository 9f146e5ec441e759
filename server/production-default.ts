/**
 * Imported first by server/main.ts. React and React Router pick their
 * production or development build from NODE_ENV when they are first loaded;
 * unset, they would run in development mode (about 2.4× slower server
 * rendering). `npm run dev` sets it to development explicitly.
 */
process.env.NODE_ENV ??= "production";
