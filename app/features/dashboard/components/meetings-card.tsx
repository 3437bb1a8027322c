import { CalendarClock, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { MeetingHoldBadge, leadStatusLabel } from "~/features/leads";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";

export type MeetingItem = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  meetingAt: string;
  /** Until when a meeting booked from the site waits for the visitor's confirmation; null once confirmed. */
  meetingHeldUntil: string | null;
  status: string;
};

const shown = 5;

/** The next meetings booked by leads: the first 5, with a link to all of them. */
export function MeetingsCard({ meetings }: { meetings: MeetingItem[] }) {
  // A meeting whose date cannot be read is left out rather than shown wrong.
  const valid = meetings.filter((meeting) => !Number.isNaN(Date.parse(meeting.meetingAt)));
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-steel-900">
        <CalendarClock aria-hidden className="size-5 text-brand-700" />
        Próximas reuniões
      </h2>
      {valid.length === 0 ? (
        <p className="mt-4 text-sm text-steel-600">Nenhuma reunião agendada</p>
      ) : (
        <ul className="mt-4 divide-y divide-steel-100">
          {valid.slice(0, shown).map((meeting) => (
            <li key={meeting.id} className="py-3 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-steel-900">{meeting.name}</p>
                <Badge tone="brand">{leadStatusLabel(meeting.status)}</Badge>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-medium text-steel-800">
                {formatDateTime(meeting.meetingAt)}
                <MeetingHoldBadge heldUntil={meeting.meetingHeldUntil} />
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-steel-600">
                <span className="flex items-center gap-1">
                  <Mail aria-hidden className="size-3.5" />
                  {meeting.email}
                </span>
                {meeting.phone ? (
                  <span className="flex items-center gap-1">
                    <Phone aria-hidden className="size-3.5" />
                    {meeting.phone}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      {valid.length > shown ? (
        <Link to="/admin/agent-messages" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
          Ver todas as {valid.length} reuniões
        </Link>
      ) : null}
    </Card>
  );
}
