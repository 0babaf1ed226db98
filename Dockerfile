# syntax=docker/dockerfile:1
# judgebot: the Discord bot with its rules database built in.
#
#   docker build -t judgebot .
#   docker build -t judgebot --build-arg EXTRA_SOURCES="rules/MagicCompRules_20260116.txt https://mtgwiki.com/wiki/サブゲーム" .
#   docker run --rm -e DISCORD_TOKEN=... judgebot
#
# EXTRA_SOURCES: official rules text files (paths inside the build context) or wiki URLs, added
# to the bundled corpus when the database is built.

ARG PYTHON_VERSION=3.11

FROM python:${PYTHON_VERSION}-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
RUN python -m venv /opt/judgebot
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY engine ./engine
COPY rulesdb ./rulesdb
COPY scraper ./scraper
RUN /opt/judgebot/bin/pip install . \
    && /opt/judgebot/bin/python -c "from bot.step_picture import font_path; print(font_path())"
COPY data ./data
COPY . /context
ARG EXTRA_SOURCES=""
# The database is built once, here, so the running bot only ever reads it.
RUN cd /context \
    && JUDGEBOT_DATA_DIR=/src/data /opt/judgebot/bin/judgebot build --db /opt/judgebot-data/judgebot.sqlite3 \
    && if [ -n "$EXTRA_SOURCES" ]; then \
         JUDGEBOT_DATA_DIR=/src/data /opt/judgebot/bin/judgebot ingest --db /opt/judgebot-data/judgebot.sqlite3 $EXTRA_SOURCES; \
       fi

FROM python:${PYTHON_VERSION}-slim AS runtime
RUN groupadd --system judgebot && useradd --system --gid judgebot --home-dir /home/judgebot --create-home judgebot
COPY --from=build /opt/judgebot /opt/judgebot
COPY --from=build --chown=judgebot:judgebot /opt/judgebot-data /opt/judgebot-data
# The bundled corpus travels with the image so `judgebot build` works inside it too.
COPY --from=build --chown=judgebot:judgebot /src/data /opt/judgebot-data
ENV PATH=/opt/judgebot/bin:$PATH \
    JUDGEBOT_DB=/opt/judgebot-data/judgebot.sqlite3 \
    JUDGEBOT_DATA_DIR=/opt/judgebot-data \
    JUDGEBOT_HEARTBEAT=/tmp/judgebot.heartbeat \
    PYTHONUNBUFFERED=1
USER judgebot
WORKDIR /home/judgebot
# Healthy when the database opens and, once the bot has connected, its gateway heartbeat is fresh.
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 CMD ["judgebot", "health"]
# DISCORD_TOKEN comes from the environment at run time (never baked into the image).
CMD ["judgebot", "run"]
