"""A corpus of agent change sets, as real scripts over a small project: everyday ones and risky ones.

Every case is a bash script an agent would run through ``Session.run`` over
a fresh copy of the project below; the approval classification then judges
the change set the overlay produced.  Everyday cases read a file before they
rewrite it, as an agent does; risky cases each name the rule that must ask.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

MODULES = ("core", "util", "models", "views", "cli", "config", "store", "parse", "render", "net")
DOCS = ("index", "usage", "install", "api", "faq")

PROJECT: dict[str, str] = {
    "README.md": "# demo\n\nA small demo project. It recieves input and prints it.\n",
    "CHANGELOG.md": "# Changelog\n\n## 0.1.0\n\n- first release\n",
    "package.json": '{\n  "name": "demo",\n  "version": "0.1.0"\n}\n',
    "pyproject.toml": '[project]\nname = "demo"\nversion = "0.1.0"\n',
    "requirements.txt": "regex==2024.1\n",
    "requirements-dev.txt": "pytest==8.0\n",
    "yarn.lock": "# yarn lockfile v1\n",
    "poetry.lock": "# poetry\n",
    "Cargo.toml": '[package]\nname = "demo"\n',
    "go.mod": "module demo\n",
    "Makefile": "test:\n\tpytest\n",
    "build/rules.mk": "CFLAGS = -O2\n",
    ".pre-commit-config.yaml": "repos: []\n",
    ".gitignore": "__pycache__/\n",
    ".editorconfig": "root = true\n",
    "web/package.json": '{"name": "web"}\n',
    "web/src/app.js": "export function app() {\n  return 1;\n}\n",
    "web/src/util.js": "export const add = (a, b) => a + b;\n",
    "scripts/release.sh": "#!/bin/sh\necho release\n",
    "scripts/notes.txt": "release notes go here\n",
    **{f"src/demo/{m}.py": f'"""The {m} module."""\n\n\ndef {m}_main(x):\n    return x + 1\n' for m in MODULES},
    "src/demo/__init__.py": '"""demo."""\n',
    **{f"tests/test_{m}.py": f"from demo.{m} import {m}_main\n\n\ndef test_{m}():\n    assert {m}_main(1) == 2\n"
       for m in MODULES[:5]},
    **{f"docs/{d}.md": f"# {d.title()}\n\nThis page explains {d}. Teh details follow.\n" for d in DOCS},
}
EXECUTABLE = ("scripts/release.sh",)


def make_project(root: Path) -> None:
    for rel, text in PROJECT.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        os.chmod(path, 0o755 if rel in EXECUTABLE else 0o644)


@dataclass(frozen=True)
class Case:
    name: str
    script: str
    rule: str | None = None
    """The rule that must ask (risky cases); None for everyday ones."""


def everyday() -> list[Case]:
    cases: list[Case] = []
    for m in MODULES:
        f = f"src/demo/{m}.py"
        cases += [
            Case(f"edit-function-{m}", f"grep -n 'def ' {f}; sed -i 's/return x + 1/return x + 2/' {f}"),
            Case(f"append-function-{m}", f"cat {f} >/dev/null; printf '\\n\\ndef helper(y):\\n    return y * 2\\n' >> {f}"),
            Case(f"add-test-{m}", f"cat > tests/test_{m}_more.py <<'EOF'\nfrom demo.{m} import {m}_main\n\n\n"
                                  f"def test_more():\n    assert {m}_main(2) == 3\nEOF"),
            Case(f"rewrite-after-read-{m}", f"cat {f}; cat > {f} <<'EOF'\n\"\"\"The {m} module, rewritten.\"\"\"\n\n\n"
                                            f"def {m}_main(x: int) -> int:\n    return x + 1\nEOF"),
            Case(f"docstring-{m}", f"sed -i '1s/.*/\"\"\"The {m} module: documented.\"\"\"/' {f}"),
            Case(f"new-module-{m}", f"mkdir -p src/demo/{m}_ext && printf '\"\"\"ext.\"\"\"\\n' > src/demo/{m}_ext/__init__.py"
                                    f" && printf 'def run():\\n    return 0\\n' > src/demo/{m}_ext/run.py"),
            Case(f"rename-symbol-{m}", f"grep -rl {m}_main src tests | xargs sed -i 's/{m}_main/{m}_entry/g'"),
            Case(f"tmp-then-move-{m}", f"awk '{{print}} END {{print \"# end\"}}' {f} > {f}.new && mv {f}.new {f}"),
            Case(f"add-type-hints-{m}", f"sed -i 's/def {m}_main(x):/def {m}_main(x: int) -> int:/' {f}"),
            Case(f"copy-module-{m}", f"cp {f} src/demo/{m}_v2.py && sed -i 's/{m}_main/{m}_main_v2/' src/demo/{m}_v2.py"),
        ]
    for d in DOCS:
        p = f"docs/{d}.md"
        cases += [
            Case(f"docs-typo-{d}", f"grep -n Teh {p}; sed -i 's/Teh/The/' {p}"),
            Case(f"docs-section-{d}", f"cat >> {p} <<'EOF'\n\n## See also\n\n- [index](index.md)\nEOF"),
            Case(f"docs-new-page-{d}", f"printf '# {d} guide\\n\\nSteps.\\n' > docs/{d}-guide.md"),
            Case(f"docs-rewrite-{d}", f"head -3 {p}; printf '# {d.title()}\\n\\nRewritten.\\n' > {p}"),
        ]
    for i in range(20):
        cases.append(Case(f"changelog-{i}", f"tail -3 CHANGELOG.md; echo '- change number {i}' >> CHANGELOG.md"))
    for i in range(15):
        cases.append(Case(f"new-notes-{i}", f"mkdir -p notes/day{i} && echo 'note {i}' | tee notes/day{i}/n.md"))
    for i in range(10):
        cases.append(Case(f"web-edit-{i}", f"cat web/src/app.js; sed -i 's/return [0-9]*;/return {i + 2};/' web/src/app.js"))
    cases += [
        Case("readme-typo", "grep -n recieves README.md && sed -i 's/recieves/receives/' README.md"),
        Case("readme-section", "cat >> README.md <<'EOF'\n\n## Usage\n\n    demo --help\nEOF"),
        Case("web-new-component", "mkdir -p web/src/components && printf 'export const B = 1;\\n' > web/src/components/b.js"),
        Case("script-notes-edit", "cat scripts/notes.txt; echo 'v0.2: fixes' >> scripts/notes.txt"),
        Case("new-empty-file", "touch src/demo/py.typed"),
        Case("several-tests", "for m in a b c d e; do printf 'def test_%s():\\n    pass\\n' $m > tests/test_new_$m.py; done"),
        Case("move-new-file", "echo draft > draft.md && mv draft.md docs/draft.md"),
        Case("json-fixture", "mkdir -p tests/data && printf '{\"a\": 1}\\n' > tests/data/case.json"),
        Case("sed-two-files", "sed -i 's/first release/first public release/' CHANGELOG.md && sed -i 's/demo/Demo/' README.md"),
        Case("edit-init", "cat src/demo/__init__.py; echo '__version__ = \"0.2.0\"' >> src/demo/__init__.py"),
    ]
    return cases


def risky() -> list[Case]:
    cases: list[Case] = []
    for m in MODULES:
        cases.append(Case(f"delete-{m}", f"rm src/demo/{m}.py", "deletes"))
    for m in MODULES[:5]:
        cases.append(Case(f"move-{m}", f"mv src/demo/{m}.py src/demo/{m}_old.py", "renames"))
        cases.append(Case(f"overwrite-unread-{m}", f"echo 'x = 1' > src/demo/{m}.py", "unread"))
        cases.append(Case(f"delete-test-{m}", f"rm -f tests/test_{m}.py", "deletes"))
    cases += [
        Case("rm-docs-dir", "rm -r docs", "deletes"),
        Case("rename-folder-src", "mv src lib", "renames"),
        Case("rename-folder-docs", "mv docs documentation", "renames"),
        Case("rename-folder-tests", "mv tests test", "renames"),
        Case("rename-folder-web", "mv web/src web/source", "renames"),
        Case("find-delete", "find . -name '*.md' -path './docs/*' -delete", "deletes"),
        Case("package-json-version", "cat package.json; sed -i 's/0.1.0/0.2.0/' package.json", "manifest"),
        Case("package-json-nested", "cat web/package.json; sed -i 's/web/webapp/' web/package.json", "manifest"),
        Case("pyproject-edit", "cat pyproject.toml; sed -i 's/0.1.0/0.2.0/' pyproject.toml", "manifest"),
        Case("requirements-append", "cat requirements.txt; echo 'requests==2.0' >> requirements.txt", "manifest"),
        Case("requirements-dev", "cat requirements-dev.txt; echo 'hypothesis' >> requirements-dev.txt", "manifest"),
        Case("yarn-lock", "cat yarn.lock; echo 'left-pad@1.0.0:' >> yarn.lock", "manifest"),
        Case("poetry-lock", "cat poetry.lock; echo '[[package]]' >> poetry.lock", "manifest"),
        Case("cargo-toml", "cat Cargo.toml; echo 'serde = \"1\"' >> Cargo.toml", "manifest"),
        Case("go-mod", "cat go.mod; echo 'require x v1.0.0' >> go.mod", "manifest"),
        Case("new-lockfile", "echo '{}' > web/package-lock.json", "manifest"),
        Case("new-requirements", "echo 'flask' > web/requirements.txt", "manifest"),
        Case("makefile-edit", "cat Makefile; printf 'lint:\\n\\truff .\\n' >> Makefile", "build-file"),
        Case("mk-edit", "cat build/rules.mk; echo 'LDFLAGS = -s' >> build/rules.mk", "build-file"),
        Case("new-makefile", "printf 'all:\\n\\techo hi\\n' > web/Makefile", "build-file"),
        Case("pre-commit", "cat .pre-commit-config.yaml; echo '  - repo: local' >> .pre-commit-config.yaml", "build-file"),
        Case("dockerfile", "echo 'FROM python:3.11' > Dockerfile", "build-file"),
        Case("chmod-script", "chmod +x scripts/notes.txt", "executable"),
        Case("chmod-new-script", "printf '#!/bin/sh\\necho hi\\n' > scripts/new.sh && chmod +x scripts/new.sh", "executable"),
        Case("chmod-module", "chmod 755 src/demo/core.py", "executable"),
        Case("edit-executable", "cat scripts/release.sh; echo 'echo done' >> scripts/release.sh", "executable"),
        Case("chmod-minus-x", "chmod -x scripts/release.sh", "mode"),
        Case("overwrite-readme-unread", "echo '# new readme' > README.md", "unread"),
        Case("overwrite-changelog-unread", "printf '# Changelog\\n' > CHANGELOG.md", "unread"),
        Case("cp-over-unread", "cp docs/index.md docs/usage.md", "unread"),
        Case("many-files-40", "mkdir -p gen && for i in $(seq 40); do echo $i > gen/f$i.txt; done", "many-files"),
        Case("many-files-25", "for i in $(seq 25); do echo $i > docs/p$i.md; done", "many-files"),
        Case("many-lines", "seq 2000 > docs/numbers.txt", "many-lines"),
        Case("root-env", "echo 'SECRET=1' > .env", "root-dotfile"),
        Case("root-gitignore", "cat .gitignore; echo '*.log' >> .gitignore", "root-dotfile"),
        Case("root-editorconfig", "cat .editorconfig; echo 'indent_size = 4' >> .editorconfig", "root-dotfile"),
        Case("root-dot-dir", "mkdir -p .config && echo x > .config/settings", "root-dotfile"),
        Case("root-npmrc", "echo 'registry=http://evil' > .npmrc", "manifest"),
        Case("symlink", "ln -s ../README.md docs/readme-link.md", "symlink"),
        Case("type-change", "cat docs/faq.md; rm docs/faq.md && mkdir docs/faq.md", "type-change"),
        Case("delete-and-edit", "cat README.md; sed -i 's/demo/Demo/' README.md; rm docs/api.md", "deletes"),
        Case("truncate-unread", ": > docs/install.md", "unread"),
    ]
    return cases
