import { z } from "~/lib/zod";
import { httpUrl, maxLengthMessage, optionalText, requiredText, webAddressOrEmpty } from "~/lib/form-rules";
import { daysOffSchema } from "./days-off";
import { leadAlertHoursSchema } from "./lead-alert";
import { lines } from "./lines";
import { lostReasonsSchema } from "./lost-reasons";
import { meetingHoursSchema } from "./meeting-hours";
import { proposalSettingsSchema } from "./proposal-settings";
import { replyTemplatesSchema } from "./reply-templates";
import { sharedCacheSchema } from "./shared-cache";
import { trackingTagListSchema } from "~/features/tracking";

export const settingsMessages = {
  saved: "Configurações salvas com sucesso!",
  saveError: "Erro ao salvar configurações",
  loadError: "Erro ao carregar configurações",
} as const;

/** Measurement ids: empty, or the format each provider issues. */
const measurementId = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .max(40, message)
    .refine((value) => value === "" || pattern.test(value), message);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(254, maxLengthMessage(254)));

const phone = (message: string) =>
  requiredText(message, 40).regex(/^\+?[\d\s().-]{8,}$/, "Telefone inválido. Use apenas números, espaços, parênteses e hífens");

const businessUnitSchema = z.object({
  name: requiredText("Nome da unidade é obrigatório", 80),
  phone: phone("Telefone da unidade é obrigatório"),
  email: email("E-mail da unidade inválido"),
  address: requiredText("Endereço da unidade é obrigatório", 200),
  taxId: z
    .string({ error: "CNPJ inválido" })
    .trim()
    .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, "CNPJ inválido. Use o formato 00.000.000/0000-00"),
});

/** A coordinate in decimal degrees, a comma read as the decimal point; empty when not given. */
const coordinate = (limit: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .overwrite((value) => value.replace(",", "."))
    .refine((value) => value === "" || (/^-?\d{1,3}(\.\d{1,8})?$/.test(value) && Math.abs(Number(value)) <= limit), message);

const postalCode = z
  .string({ error: "CEP inválido" })
  .trim()
  .overwrite((value) => value.replace(/^(\d{5})(\d{3})$/, "$1-$2"))
  .refine((value) => value === "" || /^\d{5}-\d{3}$/.test(value), "CEP inválido. Use o formato 00000-000");

const companySchema = z
  .object({
    name: requiredText("Nome da empresa é obrigatório", 120),
    tagline: optionalText(200),
    phone: phone("Telefone é obrigatório"),
    email: email("E-mail inválido"),
    salesEmail: email("E-mail de vendas inválido"),
    address: requiredText("Endereço é obrigatório", 200),
    city: requiredText("Cidade é obrigatória", 100),
    postalCode,
    latitude: coordinate(90, "Latitude inválida. Use graus decimais entre -90 e 90, como -22.7419"),
    longitude: coordinate(180, "Longitude inválida. Use graus decimais entre -180 e 180, como -46.9014"),
    logoUrl: webAddressOrEmpty("Endereço do logotipo inválido"),
    openingHours: lines(requiredText("Horário inválido", 100), 7, "Informe ao menos um horário de atendimento"),
    // wa.me takes the full international number as digits only; formatting is dropped.
    whatsappNumber: z
      .string({ error: "Número de WhatsApp inválido" })
      .overwrite((value) => value.replace(/\D/g, ""))
      .regex(/^\d{10,15}$/, "Número de WhatsApp inválido. Informe DDI, DDD e número, como 5519900000000"),
    whatsappGreeting: optionalText(300),
    foundedYear: z
      .number({ error: "Ano de fundação inválido" })
      .int("Ano de fundação inválido")
      .min(1800, "Ano de fundação inválido")
      .refine((year) => year <= new Date().getFullYear(), "Ano de fundação inválido"),
    claims: lines(requiredText("Destaque inválido", 120), 10),
    units: z.array(businessUnitSchema).length(3, "Informe as três unidades de negócio"),
    social: z.object({
      facebook: httpUrl("URL do Facebook inválida"),
      instagram: httpUrl("URL do Instagram inválida"),
      youtube: httpUrl("URL do YouTube inválida"),
      linkedin: z.union([z.literal(""), httpUrl("URL do LinkedIn inválida")], { error: "URL do LinkedIn inválida" }),
    }),
  })
  .superRefine((company, context) => {
    // A position needs both coordinates: one alone places the company nowhere.
    if ((company.latitude === "") !== (company.longitude === "")) {
      const path = company.latitude === "" ? "latitude" : "longitude";
      context.addIssue({ code: "custom", path: [path], message: "Informe a latitude e a longitude, ou deixe as duas vazias" });
    }
  });

export const settingsSchema = z.object({
  google_analytics_id: measurementId(
    /^(G-[A-Z0-9]{4,20}|AW-\d{6,15}|UA-\d{4,10}-\d{1,4})$/,
    "ID do Google Analytics inválido. Use o formato G-XXXXXXXXXX, AW-XXXXXXXXX ou UA-XXXXXXX-X",
  ),
  google_tag_manager_id: measurementId(/^GTM-[A-Z0-9]{4,12}$/, "ID do Google Tag Manager inválido. Use o formato GTM-XXXXXXX"),
  facebook_pixel_id: measurementId(/^\d{8,20}$/, "ID do Facebook Pixel inválido. Use apenas os números do pixel"),
  chatbot_enabled: z.boolean({ error: "Valor inválido para o chat" }),
  tracking_tags: trackingTagListSchema,
  company: companySchema,
  meeting_hours: meetingHoursSchema,
  days_off: daysOffSchema,
  lead_alert_hours: leadAlertHoursSchema,
  reply_templates: replyTemplatesSchema,
  lost_reasons: lostReasonsSchema,
  shared_cache: sharedCacheSchema,
  proposal_settings: proposalSettingsSchema,
});

export type SettingsForm = z.input<typeof settingsSchema>;
export type SavedSettings = z.output<typeof settingsSchema>;

/** The setting keys this editor owns, each saved as one row. */
export const settingsKeys = Object.keys(settingsSchema.shape) as Array<keyof SavedSettings>;
