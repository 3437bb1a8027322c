import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { sessions, staffInvitations, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createOrResetStaff, getStaffUser, signIn } from "~/features/auth/index.server";
import { resetAuth } from "~/features/auth/auth.server";
import { resetLoginLimiters } from "~/features/auth/sign-in.server";
import { invitationClosedMessages } from "./invitation-state";
import {
  acceptInvitation,
  createInvitation,
  invitationByLink,
  invitationLifetimeMs,
  listInvitations,
  revokeInvitation,
} from "./invitations.server";
import { changeRole, deactivateMember, listTeam, reactivateMember } from "./members.server";
import { teamMessages } from "./schema";

const tokenOf = (url: string) => url.split("/").pop()!;
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.each(testDrivers)("the team on %s", (driver) => {
  let adminId: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    resetLoginLimiters();
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  beforeEach(async () => {
    await db().delete(staffInvitations);
    await db().delete(users);
    adminId = (await createOrResetStaff({ email: "admin@magnasul.exemplo.com.br", password: "senha-admin-123" })).userId;
  });

  async function invite(email: string, role: "editor" | "comercial" | "administrador" = "editor", now = new Date()) {
    const created = await createInvitation({ email, role, invitedBy: adminId }, now);
    if (!created.ok) throw new Error(created.message);
    return tokenOf(created.url);
  }

  describe("invitations", () => {
    it("makes an account with the invited role, and its link works only once", async () => {
      const token = await invite("editora@magnasul.exemplo.com.br");
      expect(await invitationByLink(token)).toEqual({ open: true, email: "editora@magnasul.exemplo.com.br", role: "editor" });

      expect(await acceptInvitation(token, { name: "Ana Editora", password: "senha-da-ana-1" })).toEqual({
        ok: true,
        email: "editora@magnasul.exemplo.com.br",
      });
      const member = (await listTeam()).find((row) => row.email === "editora@magnasul.exemplo.com.br");
      expect(member).toMatchObject({ name: "Ana Editora", role: "editor", active: true });
      const signedIn = await signIn(
        { email: "editora@magnasul.exemplo.com.br", password: "senha-da-ana-1" },
        { headers: new Headers(), clientIp: "10.1.0.1" },
      );
      expect(signedIn.ok).toBe(true);

      expect(await invitationByLink(token)).toEqual({ open: false, reason: "used" });
      expect(await acceptInvitation(token, { name: "Outra Pessoa", password: "outra-senha-1" })).toMatchObject({
        ok: false,
        status: 410,
        message: invitationClosedMessages.used.text,
      });
      expect((await listTeam()).filter((row) => row.email === "editora@magnasul.exemplo.com.br")).toHaveLength(1);
    });

    it("refuses a link past its 48 hours, and one that was never issued", async () => {
      const issued = new Date("2026-11-20T12:00:00Z");
      const token = await invite("comercial@magnasul.exemplo.com.br", "comercial", issued);
      const justBefore = new Date(issued.getTime() + invitationLifetimeMs - 1000);
      const justAfter = new Date(issued.getTime() + invitationLifetimeMs + 1000);
      expect(await invitationByLink(token, justBefore)).toMatchObject({ open: true });
      expect(await invitationByLink(token, justAfter)).toEqual({ open: false, reason: "expired" });
      expect(await acceptInvitation(token, { name: "Tarde Demais", password: "senha-tarde-1" }, justAfter)).toEqual({
        ok: false,
        status: 410,
        message: invitationClosedMessages.expired.text,
      });
      expect(await invitationByLink("x".repeat(43))).toEqual({ open: false, reason: "unknown" });
      expect(await acceptInvitation("x".repeat(43), { name: "Ninguém", password: "senha-nada-1" })).toEqual({
        ok: false,
        status: 410,
        message: invitationClosedMessages.unknown.text,
      });
      expect(await db().select().from(users).where(eq(users.email, "comercial@magnasul.exemplo.com.br"))).toEqual([]);
    });

    it("keeps only the token's hash, and refuses an e-mail that already has an account", async () => {
      const token = await invite("novo@magnasul.exemplo.com.br");
      const stored = await db().select({ tokenHash: staffInvitations.tokenHash }).from(staffInvitations);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(token);
      expect(await createInvitation({ email: "admin@magnasul.exemplo.com.br", role: "editor", invitedBy: adminId })).toMatchObject({
        ok: false,
        message: teamMessages.emailTaken,
      });
    });

    it("replaces a pending invitation to the same e-mail: only the newest link works, the older one says it was replaced", async () => {
      const email = "duas-vezes@magnasul.exemplo.com.br";
      const first = await createInvitation({ email, role: "editor", invitedBy: adminId });
      const second = await createInvitation({ email, role: "comercial", invitedBy: adminId });
      expect(first).toMatchObject({ ok: true, replaced: false });
      expect(second).toMatchObject({ ok: true, replaced: true });
      const [firstToken, secondToken] = [first, second].map((created) => (created.ok ? tokenOf(created.url) : ""));
      expect(await invitationByLink(firstToken!)).toEqual({ open: false, reason: "replaced" });
      expect(await acceptInvitation(firstToken!, { name: "Pelo Link Velho", password: "senha-velha-12" })).toEqual({
        ok: false,
        status: 410,
        message: invitationClosedMessages.replaced.text,
      });
      expect(await invitationByLink(secondToken!)).toEqual({ open: true, email, role: "comercial" });
      expect((await listInvitations()).map((row) => row.role)).toEqual(["comercial"]);
    });

    it("a revoked invitation leaves the list and its link says it was cancelled", async () => {
      const token = await invite("cancelado@magnasul.exemplo.com.br");
      const [pending] = await listInvitations();
      expect(await revokeInvitation(pending!.id)).toBe(true);
      expect(await revokeInvitation(pending!.id)).toBe(false);
      expect(await listInvitations()).toEqual([]);
      expect(await invitationByLink(token)).toEqual({ open: false, reason: "revoked" });
      expect(await acceptInvitation(token, { name: "Tarde", password: "senha-tarde-12" })).toMatchObject({
        status: 410,
        message: invitationClosedMessages.revoked.text,
      });
    });

    it("a lapsed invitation removed from the list still says it expired", async () => {
      const issued = new Date("2026-11-20T12:00:00Z");
      const token = await invite("atrasado@magnasul.exemplo.com.br", "editor", issued);
      const [lapsed] = await listInvitations();
      await revokeInvitation(lapsed!.id, new Date(issued.getTime() + invitationLifetimeMs + 60_000));
      expect(await invitationByLink(token)).toEqual({ open: false, reason: "expired" });
    });
  });

  describe("the last active administrator", () => {
    it("can't be demoted or deactivated, and can once another administrator is active", async () => {
      expect(await changeRole(adminId, "editor")).toEqual({ ok: false, status: 409, message: teamMessages.lastAdministrator });
      const other = (await createOrResetStaff({ email: "segundo@magnasul.exemplo.com.br", password: "senha-segundo-1" })).userId;
      expect(await deactivateMember(other, other)).toMatchObject({ ok: false, message: teamMessages.notOwnAccount });

      expect(await deactivateMember(other, adminId)).toEqual({ ok: true });
      // The other administrator is inactive: the first one is again the last.
      expect(await changeRole(adminId, "comercial")).toMatchObject({ ok: false, message: teamMessages.lastAdministrator });
      expect(await reactivateMember(other)).toEqual({ ok: true });
      expect(await changeRole(adminId, "comercial")).toEqual({ ok: true });
      expect(await deactivateMember(adminId, other)).toEqual({ ok: true });
      expect(await changeRole(other, "editor")).toMatchObject({ ok: false, message: teamMessages.lastAdministrator });
      const team = await listTeam();
      expect(team.filter((member) => member.role === "administrador" && member.active).map((member) => member.id)).toEqual([other]);
    });

    it("holds when two administrators demote each other at the same moment", async () => {
      const other = (await createOrResetStaff({ email: "segundo@magnasul.exemplo.com.br", password: "senha-segundo-1" })).userId;
      const outcomes = await Promise.all([changeRole(adminId, "editor"), changeRole(other, "editor")]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      const [remaining] = await db().select({ id: users.id }).from(users).where(eq(users.role, "administrador"));
      expect(remaining).toBeDefined();
    });
  });

  it("deactivating a member ends their open sessions at once", async () => {
    const token = await invite("sai@magnasul.exemplo.com.br", "comercial");
    await acceptInvitation(token, { name: "Vai Sair", password: "senha-sair-12" });
    const signedIn = await signIn(
      { email: "sai@magnasul.exemplo.com.br", password: "senha-sair-12" },
      { headers: new Headers(), clientIp: "10.1.0.2" },
    );
    if (!signedIn.ok) throw new Error("sign-in failed");
    const request = new Request("http://localhost/admin", { headers: { cookie: cookieOf(signedIn.headers) } });
    const member = await getStaffUser(request);
    expect(member?.role).toBe("comercial");

    expect(await deactivateMember(member!.id, adminId)).toEqual({ ok: true });
    expect(await db().select().from(sessions).where(eq(sessions.userId, member!.id))).toEqual([]);
    expect(await getStaffUser(request)).toBeNull();
  });
});
