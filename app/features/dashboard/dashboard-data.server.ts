import { recentActivity } from "~/features/activity/index.server";
import { mayUse, type StaffRole } from "~/features/auth";
import { listUpcomingMeetings, openLeadsByOwner } from "~/features/leads/index.server";
import { waitingLeadsData } from "~/features/reminders/index.server";
import { myTasks } from "~/features/tasks/index.server";
import type { MeetingItem } from "./components/meetings-card";
import { getDashboardStats } from "./stats.server";

const withIsoDue = <T extends { dueAt: Date }>(task: T) => ({ ...task, dueAt: task.dueAt.toISOString() });

/**
 * What the dashboard shows this staff member, read again on each refresh. Each role sees its own
 * part of the panel: the contacts, meetings and tasks for sales, the content shortcuts for
 * editors, the activity for administrators.
 */
export async function dashboardData(staff: { id: string; role: StaffRole }) {
  const sales = mayUse(staff.role, "/admin/messages");
  const content = mayUse(staff.role, "/admin/pages");
  const activity = mayUse(staff.role, "/admin/activity");
  const [stats, meetings, recent, waiting, openLeads, tasks] = await Promise.all([
    getDashboardStats(),
    sales ? listUpcomingMeetings() : [],
    activity ? recentActivity() : null,
    sales ? waitingLeadsData() : null,
    sales ? openLeadsByOwner() : [],
    sales ? myTasks(staff.id) : null,
  ]);
  return {
    sales,
    content,
    stats,
    recent,
    waiting,
    openLeads,
    tasks: tasks && { late: tasks.late.map(withIsoDue), today: tasks.today.map(withIsoDue), next: tasks.next.map(withIsoDue) },
    meetings: meetings.map((meeting): MeetingItem => ({
      ...meeting,
      meetingAt: meeting.meetingAt?.toISOString() ?? "",
      meetingHeldUntil: meeting.meetingHeldUntil?.toISOString() ?? null,
    })),
  };
}
