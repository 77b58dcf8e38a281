// The home page's six tool cards (docs/product.md §2): icon, title, description; each card is one link,
// so it is clickable and keyboard-focusable. The De-Jargonizer card does a full page load
// after storing the access token in the authToken cookie, as the original did.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tools, type Tool } from '@scicomm/shared';
import { Icon } from '../../../components/icons.tsx';
import { storeAuthTokenCookie } from '../../../lib/auth-token-cookie.ts';

export function ToolCards() {
  return (
    <ul className="tool-cards">
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}

function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const fullLoad = tool.id === 'de-jargonizer';
  return (
    <Link
      to={tool.path}
      className="tool-card"
      reloadDocument={fullLoad}
      onClick={fullLoad ? storeAuthTokenCookie : undefined}
    >
      <span className="tool-card__icon">
        <Icon name={tool.id} />
      </span>
      <span className="tool-card__title">{t(`home.tools.${tool.id}.title`)}</span>
      <span className="tool-card__description">{t(`home.tools.${tool.id}.description`)}</span>
    </Link>
  );
}
