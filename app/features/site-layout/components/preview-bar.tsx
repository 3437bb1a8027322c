import { Link } from "react-router";
import { Icon } from "~/ui/icons/icon";

type Props = { published: boolean; publicPath: string; editPath: string };

/** The band over a staff preview: what this is, and the ways back to the editor or the live page. */
export function PreviewBar({ published, publicPath, editPath }: Props) {
  return (
    <div role="status" className="bg-amber-100 px-4 py-3 text-sm text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="Eye" className="size-4" />
          Pré-visualização
          <span className="font-normal">{published ? "— esta página está publicada." : "— rascunho, visível só para a equipe."}</span>
        </p>
        <p className="flex flex-wrap gap-4">
          {published ? (
            <a href={publicPath} className="font-medium underline">
              Ver página publicada
            </a>
          ) : null}
          <Link to={editPath} className="font-medium underline">
            Voltar ao editor
          </Link>
        </p>
      </div>
    </div>
  );
}
