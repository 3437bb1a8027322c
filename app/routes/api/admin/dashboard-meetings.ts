import { listUpcomingMeetings } from "~/features/leads/index.server";

export async function loader() {
  const meetings = await listUpcomingMeetings();
  return Response.json({
    meetings: meetings.map((meeting) => ({
      ...meeting,
      meetingAt: meeting.meetingAt?.toISOString() ?? "",
      meetingHeldUntil: meeting.meetingHeldUntil?.toISOString() ?? null,
    })),
  });
}
