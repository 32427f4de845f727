"""The numpy all-MiniLM-L6-v2 against sentence-transformers' reference cosines."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from romsmith.memory._embed import MiniLM, chroma_embedding_function, make_embedder, model_dir, read_safetensors

REFERENCE = [
    (
        "check the directory exists before writing a file",
        "verify the parent folder is present prior to file writes",
        0.7072,
    ),
    (
        "never construct a sprite id by guessing from the character name",
        "only use sprite ids listed in the pack manifest",
        0.6540,
    ),
    ("coffee preference", "espresso order", 0.4238),
]


@pytest.fixture(scope="module")
def model() -> MiniLM:
    return make_embedder()


def test_weights_are_the_official_file():
    digest = hashlib.sha256((model_dir() / "model.safetensors").read_bytes()).hexdigest()
    assert digest == "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
    tensors = read_safetensors(model_dir() / "model.safetensors")
    assert tensors["embeddings.word_embeddings.weight"].shape == (30522, 384)


@pytest.mark.parametrize("a,b,expected", REFERENCE)
def test_reference_cosines(model, a, b, expected):
    va, vb = model.encode([a, b])
    assert abs(float(va @ vb) - expected) < 1e-3


def test_unit_vectors_and_batching_does_not_change_results(model):
    texts = [
        "short",
        "a somewhat longer sentence about sprite ids and the pack manifest",
        "x " * 300,
        "puny_knight",
        "",
    ]
    together = model.encode(texts)
    alone = np.stack([model.encode([t])[0] for t in texts])
    assert together.dtype == np.float32 and together.shape == (5, 384)
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
    assert np.abs(together - alone).max() < 1e-5


def test_long_text_is_truncated_not_rejected(model):
    ids = model.tokenize(["word " * 1000])[0]
    assert len(ids) == 256


def test_chroma_embedding_function_in_a_collection(tmp_path):
    import chromadb
    from chromadb.config import Settings

    ef = chroma_embedding_function()
    client = chromadb.PersistentClient(path=str(tmp_path / "c"), settings=Settings(anonymized_telemetry=False))
    col = client.create_collection("efcheck", embedding_function=ef, configuration={"hnsw": {"space": "cosine"}})
    col.add(ids=["a", "b"], documents=[REFERENCE[1][1], REFERENCE[2][1]])
    res = col.query(query_texts=[REFERENCE[1][0]], n_results=2)
    assert res["ids"][0][0] == "a"
    assert abs((1 - res["distances"][0][0]) - REFERENCE[1][2]) < 1e-3
    assert type(ef).build_from_config(ef.get_config()).model_name == ef.model_name
