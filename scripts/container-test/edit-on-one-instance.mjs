// Run inside the first instance's container by scripts/container-test.sh: signs staff in on this
// instance and renames the privacy policy. Arguments: staff e-mail, password, new title.
import pg from "pg";

const [email, password, title] = process.argv.slice(2);
if (!email || !password || !title) throw new Error("usage: edit-on-one-instance.mjs <e-mail> <password> <title>");
const base = "http://127.0.0.1:3000";
const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email, password }),
});
if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((header) => header.split(";")[0])
  .join("; ");

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const { rows } = await client.query("select id, content from policies where section_key = 'privacy_policy'");
await client.end();

const saved = await fetch(`${base}/admin/policies`, {
  method: "POST",
  headers: { cookie },
  body: new URLSearchParams({ id: rows[0].id, title, content: rows[0].content }),
});
if (saved.status !== 200) throw new Error(`the save answered ${saved.status}`);
console.log(`"${title}" saved on this instance`);
