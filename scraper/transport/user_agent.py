"""The name every request of the bot goes by, with a contact for the operators of the sites."""

from __future__ import annotations

from importlib import metadata


def _package_version() -> str:
    try:
        return metadata.version("judgebot")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        return "dev"


def user_agent(contact: str = "") -> str:
    """The crawler's User-Agent. Operators name a contact (a URL or an e-mail address, the bot's
    `$JUDGEBOT_CONTACT`) so that a wiki admin can reach them."""
    contact = contact.strip()
    extra = f"; +{contact}" if contact else ""
    return f"judgebot/{_package_version()} (MTG rules Discord bot{extra})"


DEFAULT_USER_AGENT = user_agent()
